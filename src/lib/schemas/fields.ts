import { z } from '../zod.ts';
import { normaliseAddOnPrice, normaliseAmount } from '../content/price.ts';
import { Constants } from '../database.types.ts';
import { LINE_MAX, LINK_MAX, PARAGRAPH_MAX, tooLong } from './text-length.ts';

/*
 * Field rules shared by the table schemas (docs/product.md#validation). Enumerations come from the
 * generated `Constants`, which come from the database's enum types: the values are written down
 * only there.
 */

/** Required text: trimmed, not empty (the database refuses blank text with a CHECK too). */
export const requiredText = z.string().trim().min(1, 'is required');

const atMost = (max: number) => requiredText.max(max, tooLong(max));

/**
 * Site text the landing page shows, within a size a page can carry (a pasted book makes it
 * kilometres long); the database checks the same (docs/product.md#validation).
 */
export const lineText = atMost(LINE_MAX);
export const paragraphText = atMost(PARAGRAPH_MAX);

/** Text in its stored form by `normalise`, or the issue `message` when it has none. */
const normalised = (normalise: (text: string) => string | null, message: string) =>
  requiredText.transform((text, ctx) => {
    const value = normalise(text);
    if (value === null) ctx.addIssue({ code: 'custom', message });
    return value ?? z.NEVER;
  });

/**
 * A package price: whole dollars or dollars and cents from $1 to $99,999.99, stored without the
 * '$' the site adds ('$1,200' → '1200', docs/architecture.md#prices); the database normalises and
 * checks the same.
 */
export const amountText = normalised(
  normaliseAmount,
  'must be an amount in dollars from 1 to 99999, such as 195 or 19.50',
);

/** An add-on price: an amount, a range ('45-60') or words without a digit ('Additional Fee'). */
export const addOnPriceText = normalised(
  normaliseAddOnPrice,
  'must be an amount from 1 to 99999 (40), a range from low to high (45-60) or words without numbers',
);

/** Optional text: trimmed; empty means none, stored as null. */
export const optionalText = z
  .string()
  .trim()
  .nullable()
  .transform((value) => value || null);

/** Optional text of at most `max` characters (the database checks the same). */
const optionalAtMost = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .transform((value) => value || null);

/** The owner's own optional notes: a line (an expense's vendor) and a paragraph (its description). */
export const optionalLine = optionalAtMost(LINE_MAX);
export const optionalParagraph = optionalAtMost(PARAGRAPH_MAX);

/** An http(s) URL without spaces. */
const httpPattern = /^https?:\/\/\S+$/i;

/** Only http(s) URLs may be stored, so no javascript: or data: link can reach a page. */
export const httpUrl = z.string().trim().regex(httpPattern, 'must be an http(s) URL');

/**
 * `text` as the web address the owner meant: 'instagram.com/shop' or 'www.partner.com' (no
 * scheme) is read as https://…, and a link pasted after a field's ready-made 'https://' loses the
 * doubled scheme. Anything else is left as it is, for httpUrl to take or refuse (javascript:…).
 */
export function withWebScheme(text: string): string {
  const address = text.trim();
  if (/^https?:\/\/https?:\/\//i.test(address)) return address.replace(/^https?:\/\//i, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(address)
    ? `https://${address}`
    : address;
}

/**
 * Whether `text` is an http(s) link to a named site: its host has a dot ('https://detailpro' is a
 * word after the field's ready-made 'https://', not a site) and no user name before an '@'.
 */
function isWebAddress(text: string): boolean {
  if (!httpPattern.test(text)) return false;
  try {
    const { hostname } = new URL(text);
    return /^[^.]+(\.[^.]+)+$/.test(hostname) && !/^https?:\/\/[^/?#]*@/i.test(text);
  } catch {
    return false;
  }
}

/** A link the owner types in an editor: an http(s) link to a site, read as withWebScheme does. */
export const webAddress = z
  .string()
  .transform(withWebScheme)
  .refine(isWebAddress, 'must be a web address, such as www.example.com');

/**
 * A link of at most LINK_MAX characters as typed and as stored (webAddress may add 'https://'),
 * whose rule is `link`'s: a longer one is called too long whatever else is wrong with it
 * (docs/decisions.md#site-settings-texts-have-a-length); the database checks the same.
 */
export const linkOfLength = (link: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .max(LINK_MAX, tooLong(LINK_MAX))
    .pipe(link)
    .pipe(z.string().max(LINK_MAX, tooLong(LINK_MAX)));

/**
 * Gives a transform's `ctx` the messages of `error`, a parse it made with another schema, so the
 * field shows that schema's own message.
 */
export function addIssuesOf(error: z.ZodError, ctx: z.RefinementCtx): void {
  for (const { message } of error.issues) ctx.addIssue({ code: 'custom', message });
}

/**
 * An optional field: an empty text is kept as '' (none), any other is `schema`'s. A wrong text gets
 * `schema`'s message (a union with the empty text would give zod's 'Invalid input: expected ""').
 */
export const emptyOr = <Out>(schema: z.ZodType<Out, string>) =>
  z.string().transform((text, ctx): Out | '' => {
    if (text.trim() === '') return '';
    const result = schema.safeParse(text);
    if (result.success) return result.data;
    addIssuesOf(result.error, ctx);
    return z.NEVER;
  });

/** An optional http(s) URL: empty means none, stored as null. */
export const optionalHttpUrl = z.union([httpUrl, z.literal('').transform(() => null), z.null()]);

/** Position in a list: a whole number, smaller first. */
export const displayOrder = z.number().int('must be a whole number');

/** Whether the row is shown on the site. */
export const isActive = z.boolean();

/** Languages of the site (`en`, `es`). */
export const languageSchema = z.enum(Constants.public.Enums.language);

/** The package types (`silver`, `gold`, `platinum`). */
export const packageTypeSchema = z.enum(Constants.public.Enums.package_type);

/** Categories of the image library. */
export const imageCategorySchema = z.enum(Constants.public.Enums.image_category);

/** Categories of the expense tracker. */
export const expenseCategorySchema = z.enum(Constants.public.Enums.expense_category);

/** How often an expense is billed. */
export const expenseFrequencySchema = z.enum(Constants.public.Enums.expense_frequency);
