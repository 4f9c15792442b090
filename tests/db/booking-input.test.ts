import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type Scenario, type TestDatabase } from './harness.ts';
import { emailAccepted, phoneAccepted } from '../../src/scripts/booking-text-checks.ts';
import { count, hookUrl, request, submit } from './booking-support.ts';

/**
 * Booking input as a hostile visitor writes it: the shapes the table accepts, what is cleaned
 * before it is stored, and the per-contact and per-address limits that writing one contact (or
 * one address) several ways must not dodge.
 */

const zwsp = '\u200b';
const rlo = '\u202e';

/** Sends `first` three times from three addresses, then `then` from a fourth: its answer. */
async function fourthAfterThree(
  tx: Scenario,
  first: Record<string, unknown>,
  then: Record<string, unknown>,
): Promise<string[]> {
  const answers: string[] = [];
  for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
    answers.push(await submit(tx, request(first), 'anon', ip));
  }
  answers.push(await submit(tx, request(then), 'anon', '192.0.2.4'));
  return answers;
}

/** The stored columns of the only request. */
async function stored(tx: Scenario, columns: string): Promise<Record<string, unknown>> {
  const { rows } = await tx.query(`select ${columns} from public.booking_requests`);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe.each(drivers)('booking input on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it.each([
    ['a mailto injection', 'customer@example.com?bcc=attacker%40evil.example&body=Call%20me'],
    ['a fragment', 'ana#x@example.com'],
    ['a space', 'ana diaz@example.com'],
    ['two @', 'ana@@example.com'],
    ['no top-level domain', 'ana@example'],
    ['a doubled dot', 'ana..diaz@example.com'],
  ])('an e-mail with %s is refused as invalid_email', async (_what, email) => {
    const result = await db.scenario(async (tx) => ({
      answer: await submit(tx, request({ phone: null, email })),
      rows: await count(tx),
    }));
    expect(result).toEqual({ answer: 'invalid_email', rows: 0 });
  });

  it.each([
    ['seven digits without an area code', '555-0142'],
    ['an area code starting with 0', '(071) 555-0142'],
    ['an extension', '571-555-0142 ext 5'],
    ['letters', 'call me'],
    ['a plus sign inside', '571+555+0142'],
  ])('a phone with %s is refused as invalid_phone', async (_what, phone) => {
    const answer = await db.scenario((tx) => submit(tx, request({ phone })));
    expect(answer).toBe('invalid_phone');
  });

  it.each([
    ['+1 571 555 0142', '+15715550142'],
    ['571 555 0142', '+15715550142'],
    ['001 571 555 0142', '+15715550142'],
    ['1-571-555-0142', '+15715550142'],
    ['(571) 555.0142', '+15715550142'],
    ['+44 20 7946 0958', '+442079460958'],
    ['011 52 55 1234 5678', '+525512345678'],
    // Typed by a Japanese or Chinese input method, an Arabic, Persian or Hindi keyboard.
    ['７０３５５５０１００', '+17035550100'],
    ['（７０３）５５５－０１００', '+17035550100'],
    ['٧٠٣ ٥٥٥ ٠١٠٠', '+17035550100'],
    ['+۴۴ ۲۰ ۷۹۴۶ ۰۹۵۸', '+442079460958'],
    ['७०३-५५५-०१००', '+17035550100'],
  ])('the phone %s is stored as %s', async (phone, e164) => {
    const row = await db.scenario(async (tx) => {
      expect(await submit(tx, request({ phone }))).toBe('ok');
      return stored(tx, 'phone');
    });
    expect(row).toEqual({ phone: e164 });
  });

  it.each([
    ['upper case', 'Ana.Diaz@Example.COM', 'ana.diaz@example.com'],
    ['a trailing dot', 'ana@example.com.', 'ana@example.com'],
    ['a zero-width space', `an${zwsp}a@example.com`, 'ana@example.com'],
    ['an apostrophe and a +tag', "o'brien+cars@example.ie", "o'brien+cars@example.ie"],
  ])('an e-mail with %s is stored as %s', async (_what, email, expected) => {
    const row = await db.scenario(async (tx) => {
      expect(await submit(tx, request({ phone: null, email }))).toBe('ok');
      return stored(tx, 'email');
    });
    expect(row).toEqual({ email: expected });
  });

  // The form judges a phone and an e-mail before it sends them (src/scripts/booking-text-checks.ts),
  // so a visitor hears about a mistake at the field, not after Send. What it lets through the
  // database must take, and what it refuses the database must refuse.
  it('the form takes exactly the phones the database takes', async () => {
    const phones = [
      ...['555-0142', '(071) 555-0142', '(571) 155-0142', '123 456 7890', '571-555-0142 ext 5'],
      ...['571-555-0142 x12', 'call me', '571+555+0142', '+1 571 555', '+0 20 7946 0958'],
      ...['12345678901234567', '+44 20', '5715550142 5715550142', ''.padEnd(7, '7')],
      ...['+1 571 555 0142', '571 555 0142', '001 571 555 0142', '1-571-555-0142'],
      ...['(571) 555.0142', '+44 20 7946 0958', '011 52 55 1234 5678', '7035550123'],
      ...['703.555.0123', '+1 (703) 555-0123', ' 703\u00a0555\u00a00123 ', `703${zwsp}5550123`],
      ...['+52 55 1234 5678', '(703)555-0123', '1 (703) 555-0123'],
      ...[
        '７０３５５５０１００',
        '７０３ ５５５ ０１００',
        '٧٠٣٥٥٥٠١٠٠',
        '۷۰۳.۵۵۵.۰۱۰۰',
        '७०३५५५०१००',
      ],
      ...['７０３５５５０１', '٠٧١ ٥٥٥ ٠١٤٢', '７０３５５５０１００ ext ５'],
    ];
    const disagreements: string[] = [];
    for (const phone of phones) {
      // Each in a transaction of its own: the per-contact and per-address limits stay out of it.
      const answer = await db.scenario((tx) => submit(tx, request({ phone })));
      if (answer !== 'ok') expect(answer).toBe('invalid_phone');
      if ((answer === 'ok') !== phoneAccepted(phone)) disagreements.push(`${phone}: ${answer}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('the form takes exactly the e-mails the database takes', async () => {
    const emails = [
      ...[
        'Ana.Diaz@Example.COM',
        'ana@example.com.',
        `an${zwsp}a@example.com`,
        ' ana@example.com ',
      ],
      ...["o'brien+cars@example.ie", 'ana@sub.example.co.uk', 'ana@xn--bcher-kva.example'],
      ...['ana_diaz-1@example-cars.com', `${'a'.repeat(64)}@example.com`],
      ...['ana@example', 'ana..diaz@example.com', '.ana@example.com', 'ana.@example.com'],
      ...['ana diaz@example.com', 'ana#x@example.com', 'ana@@example.com', 'josé@example.com'],
      ...['customer@example.com?bcc=attacker%40evil.example', 'ana@-example.com'],
      ...['ana@exa_mple.com', 'ana@example.c0m', `${'a'.repeat(65)}@example.com`, 'ana@'],
      ...[`ana@${'b'.repeat(250)}.com`, 'ana@example..com', 'ana%x@example.com'],
    ];
    const disagreements: string[] = [];
    for (const email of emails) {
      // Each in a transaction of its own: the per-contact and per-address limits stay out of it.
      const answer = await db.scenario((tx) => submit(tx, request({ phone: null, email })));
      if (answer !== 'ok') expect(answer).toBe('invalid_email');
      if ((answer === 'ok') !== emailAccepted(email)) disagreements.push(`${email}: ${answer}`);
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['a +tag', 'victim+1@gmail.com'],
    ['a dot at Gmail', 'v.ictim@gmail.com'],
    ['upper case', 'VICTIM@gmail.com'],
    ['a trailing dot', 'victim@gmail.com.'],
    ['a zero-width space', `vic${zwsp}tim@gmail.com`],
    ['googlemail.com', 'victim@googlemail.com'],
  ])(
    'an e-mail written with %s counts as the same contact: a fourth request is refused',
    async (_what, variant) => {
      const answers = await db.scenario((tx) =>
        fourthAfterThree(
          tx,
          { phone: null, email: 'victim@gmail.com' },
          { phone: null, email: variant },
        ),
      );
      expect(answers).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    },
  );

  it('at other providers a dot makes another mailbox, a +tag does not', async () => {
    const answers = await db.scenario(async (tx) => [
      ...(await fourthAfterThree(
        tx,
        { phone: null, email: 'victim@example.com' },
        { phone: null, email: 'v.ictim@example.com' },
      )),
      await submit(
        tx,
        request({ phone: null, email: 'victim+2@example.com' }),
        'anon',
        '192.0.2.9',
      ),
    ]);
    expect(answers).toEqual(['ok', 'ok', 'ok', 'ok', 'rate_limited']);
  });

  it.each([['+1 571 555 0142'], ['571 555 0142'], ['001 571 555 0142']])(
    'the phone written as %s counts as the same contact: a fourth request is refused',
    async (variant) => {
      const answers = await db.scenario((tx) =>
        fourthAfterThree(tx, { phone: '(571) 555-0142' }, { phone: variant }),
      );
      expect(answers).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    },
  );

  it('with a phone and an e-mail both are counted: a new phone with a used e-mail is refused, and the reverse', async () => {
    const answers = await db.scenario(async (tx) => [
      ...(await fourthAfterThree(
        tx,
        { phone: '(571) 555-0142', email: 'ana@example.com' },
        { phone: '(571) 555-0143', email: 'ana@example.com' },
      )),
      await submit(tx, request({ phone: '571-555-0142', email: 'bea@example.com' })),
      await submit(tx, request({ phone: '571-555-0144', email: 'bea@example.com' })),
    ]);
    expect(answers).toEqual(['ok', 'ok', 'ok', 'rate_limited', 'rate_limited', 'ok']);
  });

  it.each([
    [
      'a forged first X-Forwarded-For entry does not dodge the per-address limit',
      (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` }),
    ],
    [
      "cf-connecting-ip is the visitor's address when the platform sets it",
      (i: number) => ({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': `198.51.100.${i}` }),
    ],
  ])('%s: the eleventh request in an hour is refused', async (_what, headers) => {
    const answers = await db.scenario(async (tx) => {
      const results: string[] = [];
      for (let i = 0; i < 11; i++) {
        const phone = `(703) 555-01${String(i).padStart(2, '0')}`;
        results.push(await submit(tx, request({ phone }), 'anon', '', headers(i)));
      }
      return results;
    });
    expect(answers).toEqual([...Array(10).fill('ok'), 'rate_limited']);
  });

  it.each([
    ['only zero-width spaces', `${zwsp}${zwsp}${zwsp}`],
    ['only bidi controls and spaces', `${rlo} \u2066 \u2069`],
    ['only control characters', '\u0007\u0008\n\t'],
  ])('a name made of %s is refused as name_required', async (_what, name) => {
    const result = await db.scenario(async (tx) => ({
      answer: await submit(tx, request({ name })),
      rows: await count(tx),
    }));
    expect(result).toEqual({ answer: 'name_required', rows: 0 });
  });

  it('names, addresses and notes are stored trimmed, without invisible or reordering characters', async () => {
    const row = await db.scenario(async (tx) => {
      const answer = await submit(
        tx,
        request({
          name: `  Ana${zwsp} ${rlo}gnp.exe\u2069\n  Díaz  `,
          address: `\u00a022030\u200f `,
          notes: `  Gate code${zwsp} 1234\r\nDog hair\u202e  `,
        }),
      );
      expect(answer).toBe('ok');
      return stored(tx, 'name, address, notes');
    });
    expect(row).toEqual({
      name: 'Ana gnp.exe Díaz',
      address: '22030',
      notes: 'Gate code 1234\nDog hair',
    });
  });

  it('the notification summary carries no markup or line break from the name', async () => {
    const summary = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      const answer = await submit(
        tx,
        request({
          name: '<https://evil.example|Click> <!channel> [Pay](https://evil.example)\r\nsite: build #99 is live (fake)',
        }),
      );
      expect(answer).toBe('ok');
      const { rows } = await tx.query<{ summary: string }>(
        `select convert_from(body, 'utf8')::jsonb ->> 'summary' as summary
         from net.http_request_queue where url = $1`,
        [hookUrl],
      );
      return rows[0]!.summary;
    });
    expect(summary).toMatch(
      /^New booking request from https:\/\/evil\.example\|Click !channel Pay\(https:\/\/evil\.example\) site: build #99 is live \(fake\), Gold, /,
    );
    expect(summary).not.toMatch(/[<>[\]@\r\n]/);
  });

  it('the table refuses an unnormalised phone or e-mail written directly, whoever writes it', async () => {
    const insert = (phone: string | null, email: string | null) =>
      db.scenario((tx) =>
        tx
          .query(
            `insert into public.booking_requests (language, vehicle_size, service_mode, window1_start, window1_end, name, phone, email, consent)
             values ('en', 'sedan', 'in_shop', now() + interval '1 day', now() + interval '25 hours', 'Ana', $1, $2, true)`,
            [phone, email],
          )
          .then(
            () => 'ok',
            (error: { constraint?: string }) => error.constraint,
          ),
      );
    expect(await insert('(703) 555-0142', null)).toBe('booking_requests_phone_check');
    expect(await insert(null, 'Ana@Example.com')).toBe('booking_requests_email_check');
    expect(await insert('+17035550142', 'ana@example.com')).toBe('ok');
  });
});
