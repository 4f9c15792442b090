import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from './harness.ts';
import { asciiPhone, phoneAccepted } from '../../src/scripts/booking-text-checks.ts';
import { request, submit } from './booking-support.ts';

/**
 * A booking phone typed or pasted in any script's digits, or with any dash, is the same number to
 * the form (`asciiPhone`, src/scripts/booking-text-checks.ts) and to the database
 * (`private.booking_phone`): docs/product.md#booking-form.
 */

/** Every character of the runtime's Unicode that is in `property` and not ASCII. */
function charactersOf(property: RegExp): string[] {
  const found: string[] = [];
  for (let code = 0x80; code <= 0x10ffff; code++) {
    const char = String.fromCodePoint(code);
    if (property.test(char)) found.push(char);
  }
  return found;
}

/** Each non-ASCII decimal digit, with the ASCII digit it stands for (its place in its set). */
const digits = charactersOf(/^\p{Nd}$/u).map((char, index) => [char, String(index % 10)] as const);
const dashes = [...charactersOf(/^\p{Pd}$/u), '\u2212'];

/** The phone as the database reads it, for each of `phones`, in one query. */
async function databaseReading(db: TestDatabase, phones: string[]): Promise<string[]> {
  return db.scenario(async (tx) => {
    const { rows } = await tx.query<{ e164: string }>(
      'select private.booking_phone(p) as e164 from unnest($1::text[]) with ordinality as x(p, n) order by n',
      [phones],
    );
    return rows.map((row) => row.e164);
  });
}

describe.each(drivers)('booking phones in any digits and dashes on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('reads every decimal digit of every script as its ASCII digit, as the form does', async () => {
    // Bengali ০-৯ and Thai ๐-๙ among them; 76 sets of ten in Unicode 17.
    expect(digits.length).toBeGreaterThanOrEqual(760);
    expect(digits.filter(([char]) => '০৯๐๙'.includes(char)).map(([, ascii]) => ascii)).toEqual([
      '0',
      '9',
      '0',
      '9',
    ]);
    const phones = digits.map(([char]) => `703 555 010${char}`);
    const read = await databaseReading(db, phones);
    const wrong = digits.filter(([, ascii], i) => {
      return (
        read[i] !== `+1703555010${ascii}` ||
        asciiPhone(phones[i]!) !== `703 555 010${ascii}` ||
        !phoneAccepted(phones[i]!)
      );
    });
    expect(wrong.map(([char]) => `U+${char.codePointAt(0)!.toString(16)}`)).toEqual([]);
  });

  it('reads every dash (and the minus sign) as a separator, as the form does', async () => {
    expect(dashes).toEqual(
      expect.arrayContaining(['\u2010', '\u2013', '\u2015', '\u2212', '\uff0d']),
    );
    const phones = dashes.map((dash) => `703${dash}555${dash}0100`);
    const read = await databaseReading(db, phones);
    const wrong = dashes.filter(
      (_dash, i) =>
        read[i] !== '+17035550100' ||
        asciiPhone(phones[i]!) !== '703-555-0100' ||
        !phoneAccepted(phones[i]!),
    );
    expect(wrong.map((dash) => `U+${dash.codePointAt(0)!.toString(16)}`)).toEqual([]);
  });

  it('stores a Bengali, a Thai and a dashed number as E.164 through request_booking', async () => {
    const numbers: [string, string][] = [
      ['৭০৩ ৫৫৫ ০১০০', '+17035550100'],
      ['(๗๐๓) ๕๕๕–๐๑๔๒', '+17035550142'],
      ['+44 20\u22127946\u22120958', '+442079460958'],
      ['７０３－５５５‐０１００', '+17035550100'],
    ];
    for (const [phone, e164] of numbers) {
      const stored = await db.scenario(async (tx) => {
        const answer = await submit(tx, request({ phone }));
        const { rows } = await tx.query('select phone from public.booking_requests');
        return { answer, rows };
      });
      expect(stored, phone).toEqual({ answer: 'ok', rows: [{ phone: e164 }] });
      expect(phoneAccepted(phone), phone).toBe(true);
    }
  });
});
