/**
 * The booking form's checks of the visitor's texts, free of the page so unit tests can run them:
 * the notes' length, a phone and an e-mail, each read the way the database reads it.
 */

/** The longest notes the database keeps, in characters. */
export const notesLimit = 1000;

/** The characters of a text as the database counts them (code points, ends trimmed). */
export const characters = (text: string): number => [...text.trim()].length;

/**
 * A one-line text as the database cleans it before judging it (`private.booking_clean_text`):
 * invisible and control characters gone, every kind of space plain, runs of spaces one, trimmed.
 */
const cleanLine = (text: string): string =>
  text
    .replace(
      /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu,
      '',
    )
    .replace(/\r\n?|[\n\v\f\u0085\u2028\u2029\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    // The control characters the database drops, so the form judges what the database will.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0001-\u0008\u000e-\u001f\u007f-\u009f]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();

/** Whether `char` is a decimal digit of any script (Unicode's Nd: '৭', '๗', '７', '7'). */
const isDigit = (char: string): boolean => /\p{Nd}/u.test(char);

/**
 * The ASCII digit a digit of any script stands for. Unicode assigns each script's digits as ten
 * code points in a row from its zero, and a run of adjacent sets (the mathematical digits) starts
 * with a zero too: the digit is its distance from the run's start, modulo 10.
 */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!;
  let start = code;
  while (isDigit(String.fromCodePoint(start - 1))) start--;
  return String((code - start) % 10);
}

/** Full-width + ( ) . as a Japanese or Chinese input method types them, and their ASCII. */
const fullWidthSigns: Record<string, string> = { '＋': '+', '（': '(', '）': ')', '．': '.' };

/**
 * `text` with the characters a phone may be typed or pasted with besides ASCII's as their ASCII,
 * as `private.booking_phone` reads them: a digit of any script as its ASCII digit ('৭০৩' and
 * '７０３' are '703'), any dash ('‐ – — − －') as '-', and full-width + ( ) . as + ( ) .
 * ('（７０３）' is '(703)').
 */
export const asciiPhone = (text: string): string =>
  text.replace(/[^\0-\x7f]/gu, (char) =>
    isDigit(char)
      ? asciiDigit(char)
      : /[\p{Pd}\u2212]/u.test(char)
        ? '-'
        : (fullWidthSigns[char] ?? char),
  );

/**
 * Whether the database takes `text` as a phone: read as E.164 the way `private.booking_phone`
 * reads it (`asciiPhone`'s characters as ASCII, 10 digits are a US number, 1 + 10 too, 011 and
 * 00 become +), then judged by `booking_requests_phone_check` (a North American number, or a
 * country code and 7–14 digits).
 */
export function phoneAccepted(text: string): boolean {
  const d = asciiPhone(cleanLine(text)).replace(/[ ().-]/g, '');
  const e164 = /^[0-9]{10}$/.test(d)
    ? `+1${d}`
    : /^1[0-9]{10}$/.test(d)
      ? `+${d}`
      : /^011[0-9]/.test(d)
        ? `+${d.slice(3)}`
        : /^00[0-9]/.test(d)
          ? `+${d.slice(2)}`
          : d;
  return /^\+(1[2-9][0-9]{2}[2-9][0-9]{6}|[2-9][0-9]{7,14})$/.test(e164);
}

/**
 * Whether the database takes `text` as an e-mail: lower-cased without a trailing dot
 * (`private.booking_email`), then judged by `booking_requests_email_check` (a dot-atom local part a
 * mailto link carries as is, a domain of letter-digit-hyphen labels).
 */
export function emailAccepted(text: string): boolean {
  const email = cleanLine(text).toLowerCase().replace(/\.$/, '');
  return (
    email.length <= 254 &&
    email.split('@')[0]!.length <= 64 &&
    /^[a-z0-9_'+-]+(\.[a-z0-9_'+-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(
      email,
    )
  );
}
