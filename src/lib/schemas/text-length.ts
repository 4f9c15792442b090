/**
 * How long site text and the owner's own notes may be (docs/product.md#validation), and the
 * message a longer one gets. Apart from the schemas, so an admin field that checks a length alone
 * (a booking's owner note) does not load them; the database checks the same.
 */

/** The longest line of site text: a title, a name, a question, a button, a feature. */
export const LINE_MAX = 200;
/** The longest paragraph: an answer, a description, a review, the owner's note on a booking. */
export const PARAGRAPH_MAX = 2000;

/**
 * The longest e-mail address: what mail can carry (RFC 5321) and the booking form and the database
 * take (docs/decisions.md#an-e-mail-address-has-a-length). Every e-mail field checks it first, so
 * a longer address is called too long, not 'not an e-mail'.
 */
export const EMAIL_MAX = 254;

/** The validation message (English, as the schemas give it) of a text over `max` characters. */
export const tooLong = (max: number) => `is too long (${max} characters at most)`;
