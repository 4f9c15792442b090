import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type Sql, type TestDatabase } from './harness.ts';
import { count, day, hookCalls, hookUrl, request, submit } from './booking-support.ts';
import { insertRows, validRows } from './rows.ts';

/**
 * Booking requests (docs/product.md#booking-form): the public submits through request_booking()
 * only, never reads or changes a request; bad input is refused with a code and leaves no row; each
 * stored request queues one webhook call, a refused one none.
 */

/** Weekdays 08:00–19:00, Saturdays 09:00–14:00, closed on Sundays: JSON as the admin saves it. */
const weekHours = [
  { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '19:00' },
  { days: ['sa'], opens: '09:00', closes: '14:00' },
];

/** Sets the opening_hours site setting to `value` (JSON-encoded unless already text). */
async function setHours(sql: Sql, value: unknown): Promise<void> {
  await sql.query(
    `insert into public.site_settings (key, value, category) values ('opening_hours', $1, 'contact')
     on conflict (key) do update set value = excluded.value`,
    [typeof value === 'string' ? value : JSON.stringify(value)],
  );
}

const weekdays = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'] as const;

/** The first date ('YYYY-MM-DD') on `weekday` at least two days from now. */
function next(weekday: (typeof weekdays)[number]): string {
  const date = new Date(Math.ceil(Date.now() / day) * day + 2 * day);
  while (weekdays[date.getUTCDay()] !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Window `n`'s arguments from `from` to `to` on `date` in New York time (Postgres reads the zone). */
function windowAt(date: string, from: string, to: string, n: 1 | 2 = 1): Record<string, string> {
  return {
    [`window${n}_start`]: `${date} ${from} America/New_York`,
    [`window${n}_end`]: `${date} ${to} America/New_York`,
  };
}

describe.each(drivers)('booking requests on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('a valid request from a visitor is stored as new, with what the visitor chose and the phone in E.164', async () => {
    const rows = await db.scenario(async (tx) => {
      expect(await submit(tx, request())).toBe('ok');
      return (
        await tx.query(
          'select status, vehicle_size, package_type, add_ons, service_mode, phone from public.booking_requests',
        )
      ).rows;
    });
    expect(rows).toEqual([
      {
        status: 'new',
        vehicle_size: 'suv_2_rows',
        package_type: 'gold',
        add_ons: ['Pet Hair Removal'],
        service_mode: 'mobile',
        phone: '+17035550142',
      },
    ]);
  });

  it.each(['anon', 'user'] as const)('%s cannot read, update or delete a request', async (who) => {
    const seen = await db.scenario(async (tx) => {
      await submit(tx, request());
      return tx.as(who, async (sql) => ({
        read: (await sql.query('select * from public.booking_requests')).rows.length,
        updated: (await sql.query("update public.booking_requests set status = 'done'")).rowCount,
        deleted: (await sql.query('delete from public.booking_requests')).rowCount,
      }));
    });
    expect(seen).toEqual({ read: 0, updated: 0, deleted: 0 });
  });

  it.each(['anon', 'user', 'admin'] as const)(
    '%s cannot insert a request directly',
    async (who) => {
      const result = await db.scenario(async (tx) =>
        submit(tx, {}, who).then(() =>
          tx
            .as(who, (sql) =>
              sql.query(
                `insert into public.booking_requests (language, vehicle_size, service_mode, window1_start, window1_end, name, phone, consent)
               values ('en', 'sedan', 'in_shop', now() + interval '1 day', now() + interval '25 hours', 'X', '7035550142', true)`,
              ),
            )
            .then(
              () => 'ok',
              (error: { code?: string }) => error.code,
            ),
        ),
      );
      expect(result).toBe('42501');
    },
  );

  it('an admin reads, changes the status of and deletes requests', async () => {
    const result = await db.scenario(async (tx) => {
      await submit(tx, request());
      return tx.as('admin', async (sql) => ({
        read: (await sql.query('select * from public.booking_requests')).rows.length,
        updated: (await sql.query("update public.booking_requests set status = 'confirmed'"))
          .rowCount,
        deleted: (await sql.query('delete from public.booking_requests')).rowCount,
      }));
    });
    expect(result).toEqual({ read: 1, updated: 1, deleted: 1 });
  });

  it.each([
    ['no phone and no e-mail', { phone: null, email: '  ' }, 'contact_required'],
    [
      'a window in the past',
      { window1_start: '2020-01-01T10:00:00Z', window1_end: '2020-01-01T12:00:00Z' },
      'date_in_past',
    ],
    ['an unknown vehicle size', { vehicle_size: 'truck' }, 'invalid_field'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name_required'],
    ['a window ending before it starts', { window1_end: '2020-01-01T00:00:00Z' }, 'invalid_window'],
    ['10 KB of notes', { notes: 'n'.repeat(10240) }, 'notes_too_long'],
    ['a malformed phone', { phone: 'call me' }, 'invalid_phone'],
    ['a malformed e-mail', { email: 'ana@', phone: null }, 'invalid_email'],
    ['mobile service without an address', { address: null }, 'address_required'],
    ['no consent', { consent: false }, 'consent_required'],
  ])('%s is refused with a code and no row is written', async (_what, over, code) => {
    const result = await db.scenario(async (tx) => ({
      answer: await submit(tx, request(over)),
      rows: await count(tx),
    }));
    expect(result).toEqual({ answer: code, rows: 0 });
  });

  it('a filled honeypot is answered as received but nothing is stored or notified', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      return {
        answer: await submit(tx, request({ website: 'https://spam.example' })),
        rows: await count(tx),
        calls: await hookCalls(tx),
      };
    });
    expect(result).toEqual({ answer: 'ok', rows: 0, calls: 0 });
  });

  it('a burst of 20 from one client stores 10 and refuses the rest as rate limited', async () => {
    const result = await db.scenario(async (tx) => {
      const answers: string[] = [];
      for (let i = 0; i < 20; i++) {
        answers.push(
          await submit(tx, request({ phone: `(703) 555-01${String(i).padStart(2, '0')}` })),
        );
      }
      const other = await submit(tx, request({ phone: '(571) 555-0199' }), 'anon', '198.51.100.9');
      return { answers, other, rows: await count(tx) };
    });
    expect(result.answers.filter((a) => a === 'ok')).toHaveLength(10);
    expect(result.answers.slice(10)).toEqual(Array(10).fill('rate_limited'));
    expect(result.other).toBe('ok');
    expect(result.rows).toBe(11);
  });

  it('a fourth request in a day for one phone number is refused, from any address', async () => {
    const result = await db.scenario(async (tx) => {
      const answers = [];
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
        answers.push(await submit(tx, request({ phone: '+1 703 555 0142' }), 'anon', ip));
      }
      return { answers, rows: await count(tx) };
    });
    expect(result).toEqual({ answers: ['ok', 'ok', 'ok', 'rate_limited'], rows: 3 });
  });

  it('the webhook gets one call per stored request and none for refused ones', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      await submit(tx, request());
      await submit(tx, request({ phone: null, email: 'ana@example.com' }));
      await submit(tx, request({ phone: null }));
      await submit(tx, request({ notes: 'n'.repeat(10240) }));
      const { rows } = await tx.query<{ summary: string }>(
        `select convert_from(body, 'utf8')::jsonb ->> 'summary' as summary
         from net.http_request_queue where url = $1 order by id limit 1`,
        [hookUrl],
      );
      return { rows: await count(tx), calls: await hookCalls(tx), summary: rows[0]?.summary };
    });
    expect(result.rows).toBe(2);
    expect(result.calls).toBe(2);
    expect(result.summary).toMatch(
      /^New booking request from Ana Díaz, Gold, SUV 2 rows, mobile, \w{3} \w{3} \d{1,2}, /,
    );
  });

  it('the notification reads on a phone and in a chat tool: size, window in ET, who to call back', async () => {
    const date = next('tu');
    const bodies = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      const spanish = request({
        language: 'es',
        name: 'María José',
        package_type: 'platinum',
        vehicle_size: 'suv_3_rows',
        service_mode: 'in_shop',
        address: null,
        ...windowAt(date, '17:00', '19:00'),
      });
      expect(await submit(tx, spanish)).toBe('ok');
      const byEmail = request({
        package_type: null,
        vehicle_size: 'sedan',
        phone: null,
        email: 'Ana@Example.com',
        ...windowAt(date, '09:30', '11:00'),
      });
      expect(await submit(tx, byEmail)).toBe('ok');
      const { rows } = await tx.query<{ body: { text: string; summary: string } }>(
        `select convert_from(body, 'utf8')::jsonb as body
         from net.http_request_queue where url = $1 order by id`,
        [hookUrl],
      );
      return rows.map((row) => row.body);
    });
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const [weekday, month, dayOfMonth] = day.replace(',', '').split(' ');
    const when = `${weekday} ${month} ${dayOfMonth}`;
    expect(bodies.map((body) => body.text)).toEqual([
      `New booking request from María José (Spanish page), Platinum, SUV 3 rows, in the shop, ${when}, 5:00 PM – 7:00 PM ET, call (703) 555-0142`,
      `New booking request from Ana Díaz, no package yet, Sedan/Coupe, mobile, ${when}, 9:30 AM – 11:00 AM ET, e-mail ana at example.com`,
    ]);
    expect(bodies.map((body) => body.summary)).toEqual(bodies.map((body) => body.text));
  });

  it('the notification names the package as the site names it in English, else by its fixed name', async () => {
    const texts = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      const row = validRows.service_packages;
      await insertRows(tx, 'service_packages', [
        // Renamed, and switched off since: a request may have been sent before.
        { ...row, package_type: 'gold', title: 'Premium Shine', is_active: false },
        { ...row, package_type: 'gold', title: 'Brillo Premium', language: 'es' },
        // Named in Spanish only: the English summary keeps the fixed name.
        { ...row, package_type: 'platinum', title: 'Platino Total', language: 'es' },
        // What a chat tool would act on is dropped, as from the visitor's name.
        { ...row, package_type: 'silver', title: 'Silver <Plus> @here' },
      ]);
      const sent = [
        { package_type: 'gold' },
        { package_type: 'gold', language: 'es', name: 'María José' },
        { package_type: 'platinum' },
        { package_type: 'silver' },
      ];
      for (const [i, over] of sent.entries()) {
        expect(await submit(tx, request({ ...over, phone: `(703) 555-014${i}` }))).toBe('ok');
      }
      const { rows } = await tx.query<{ text: string }>(
        `select convert_from(body, 'utf8')::jsonb ->> 'text' as text
         from net.http_request_queue where url = $1 order by id`,
        [hookUrl],
      );
      return rows.map((r) => r.text.split(', ').slice(0, 2).join(', '));
    });
    expect(texts).toEqual([
      'New booking request from Ana Díaz, Premium Shine',
      'New booking request from María José (Spanish page), Premium Shine',
      'New booking request from Ana Díaz, Platinum',
      'New booking request from Ana Díaz, Silver Plus here',
    ]);
  });

  it('the webhook URL is not readable through the API, admins included', async () => {
    const codes = await db.scenario(async (tx) => {
      const answers = [];
      for (const who of ['anon', 'user', 'admin'] as const) {
        answers.push(
          await tx
            .as(who, (sql) => sql.query('select * from private.booking_config'))
            .then(
              () => 'ok',
              (error: { code?: string }) => error.code,
            ),
        );
      }
      return answers;
    });
    expect(codes).toEqual(['42501', '42501', '42501']);
  });

  it('an admin purges requests older than the 24-month retention; others may not', async () => {
    const result = await db.scenario(async (tx) => {
      await submit(tx, request());
      await submit(tx, request({ phone: '(571) 555-0100' }));
      await tx.exec(
        "update public.booking_requests set created_at = now() - interval '25 months' where phone = '+15715550100'",
      );
      const anon = await tx
        .as('anon', (sql) => sql.query('select public.purge_booking_requests()'))
        .then(
          () => 'ok',
          (error: { code?: string }) => error.code,
        );
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ purged: number }>('select public.purge_booking_requests() as purged'),
      );
      return { anon, ...rows[0], left: await count(tx) };
    });
    expect(result).toEqual({ anon: '42501', purged: 1, left: 1 });
  });

  it.each([
    ['a window on a day the business is closed', () => windowAt(next('su'), '10:00', '12:00')],
    ['a window starting before opening', () => windowAt(next('mo'), '07:00', '09:00')],
    ['a window ending after closing', () => windowAt(next('mo'), '17:30', '19:30')],
    ['a window past the shorter Saturday hours', () => windowAt(next('sa'), '13:00', '15:00')],
    [
      'a second window outside the hours',
      () => ({
        ...windowAt(next('mo'), '10:00', '12:00'),
        ...windowAt(next('su'), '10:00', '12:00', 2),
      }),
    ],
  ])(
    '%s is refused as outside_hours, leaving no row, rate-limit attempt or notification',
    async (_what, window) => {
      const result = await db.scenario(async (tx) => {
        await setHours(tx, weekHours);
        await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
        return {
          answer: await submit(tx, request(window())),
          rows: await count(tx),
          attempts: await count(tx, 'private.booking_attempts'),
          calls: await hookCalls(tx),
        };
      });
      expect(result).toEqual({ answer: 'outside_hours', rows: 0, attempts: 0, calls: 0 });
    },
  );

  it('requests refused for the hours do not count against the daily limit of a phone', async () => {
    const answers = await db.scenario(async (tx) => {
      await setHours(tx, weekHours);
      const results = [];
      for (const window of [
        ...Array(3).fill(windowAt(next('su'), '10:00', '12:00')),
        ...Array(3).fill(windowAt(next('mo'), '10:00', '12:00')),
      ]) {
        results.push(await submit(tx, request(window)));
      }
      return results;
    });
    expect(answers).toEqual([...Array(3).fill('outside_hours'), ...Array(3).fill('ok')]);
  });

  it('a window starting exactly at opening and one ending exactly at closing are stored', async () => {
    const rows = await db.scenario(async (tx) => {
      await setHours(tx, weekHours);
      const answer = await submit(
        tx,
        request({
          ...windowAt(next('tu'), '08:00', '10:00'),
          ...windowAt(next('sa'), '12:00', '14:00', 2),
        }),
      );
      const { rows } = await tx.query(
        `select to_char(window1_start at time zone 'America/New_York', 'Dy HH24:MI') as first,
                to_char(window2_end at time zone 'America/New_York', 'Dy HH24:MI') as second_end
         from public.booking_requests`,
      );
      return { answer, rows };
    });
    expect(rows).toEqual({ answer: 'ok', rows: [{ first: 'Tue 08:00', second_end: 'Sat 14:00' }] });
  });

  it('the check follows the opening_hours setting, and never blocks later status changes', async () => {
    const result = await db.scenario(async (tx) => {
      const sunday = request(windowAt(next('su'), '10:00', '12:00'));
      await setHours(tx, weekHours);
      const before = await submit(tx, sunday);
      await setHours(tx, [{ days: [...weekdays], opens: '08:00', closes: '19:00' }]);
      const after = await submit(tx, sunday);
      await setHours(tx, weekHours);
      const updated = await tx.as('admin', async (sql) => {
        return (await sql.query("update public.booking_requests set status = 'confirmed'"))
          .rowCount;
      });
      return { before, after, updated, rows: await count(tx) };
    });
    expect(result).toEqual({ before: 'outside_hours', after: 'ok', updated: 1, rows: 1 });
  });

  it('a window sent in another UTC offset is judged in New York time', async () => {
    const monday = next('mo');
    // 06:00 in UTC-7 is 08:00 or 09:00 in New York (within the hours); 16:00 is 18:00 or 19:00.
    const early = {
      window1_start: `${monday}T06:00:00-07:00`,
      window1_end: `${monday}T08:00:00-07:00`,
    };
    const late = {
      window1_start: `${monday}T16:00:00-07:00`,
      window1_end: `${monday}T18:00:00-07:00`,
    };
    const result = await db.scenario(async (tx) => {
      await setHours(tx, weekHours);
      const answers = [
        await submit(tx, request(early)),
        await submit(tx, request({ ...late, phone: '(571) 555-0123' })),
      ];
      const { rows } = await tx.query<{ start: Date }>(
        'select window1_start as start from public.booking_requests',
      );
      return { answers, starts: rows.map((row) => new Date(row.start).toISOString()) };
    });
    expect(result).toEqual({
      answers: ['ok', 'outside_hours'],
      starts: [new Date(early.window1_start).toISOString()],
    });
  });

  it.each([
    ['missing', null],
    ['not JSON', 'Mon–Fri 8 AM–7 PM'],
    ['JSON of another shape', '{"mo": "08:00-19:00"}'],
    ['an interval with a malformed time', '[{"days": ["mo"], "opens": "8am", "closes": "19:00"}]'],
  ])('with the opening_hours setting %s, any future window is accepted', async (_what, value) => {
    const answer = await db.scenario(async (tx) => {
      if (value === null)
        await tx.exec("delete from public.site_settings where key = 'opening_hours'");
      else await setHours(tx, value);
      return submit(tx, request(windowAt(next('su'), '03:00', '05:00')));
    });
    expect(answer).toBe('ok');
  });
});
