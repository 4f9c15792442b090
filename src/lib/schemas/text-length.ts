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
 * The longest name: the company's (Site Settings), an area's or a town's served. The landing's
 * sticky header never cuts the company's name but wraps it (docs/decisions.md, "The header's name
 * is never cut"): a line of 200 would fill a phone's screen
 * (docs/decisions.md#site-settings-texts-have-a-length).
 */
export const NAME_MAX = 80;

/**
 * The longest link a setting holds (the ceramic partner's page, the map's embed link): a Google
 * Maps embed link runs to some 600 characters; past 2,000 a link is pasted text, not an address.
 */
export const LINK_MAX = 2000;

/**
 * The longest e-mail address: what mail can carry (RFC 5321) and the booking form and the database
 * take (docs/decisions.md#an-e-mail-address-has-a-length). Every e-mail field checks it first, so
 * a longer address is called too long, not 'not an e-mail'.
 */
export const EMAIL_MAX = 254;

/**
 * The longest name an uploaded photo keeps (the library's search and title): the longest a file
 * system gives a file (ext4, NTFS, APFS: 255); a longer one, made by a script, is cut to it
 * (docs/decisions.md#images-and-icons-have-a-length).
 */
export const FILE_NAME_MAX = 255;

/**
 * The longest icon name (an add-on's, a social link's): well above the longest the site draws,
 * Lucide's 'triangles-centerline-dashed-horizontal' (38), typed with its words apart.
 */
export const ICON_NAME_MAX = 100;

/**
 * The longest emoji of an about card: the longest emoji, a kiss with two skin tones, is 15
 * characters as the editor counts them (UTF-16) and 10 as the database does.
 */
export const EMOJI_MAX = 20;

/** The validation message (English, as the schemas give it) of a text over `max` characters. */
export const tooLong = (max: number) => `is too long (${max} characters at most)`;
