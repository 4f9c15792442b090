/**
 * The Overview's "Finish setting up" list (docs/product.md#overview): the details the site was
 * set up with that are samples, not the business's own (the fictional 555-01xx phone number, the
 * seed's contact e-mail and social links), and the optional details it lacks (the ceramic
 * partner's page, the shop's address), each with where to fix it. A business without a partner or a shop says so once
 * ("Not needed"): the list then leaves that detail out (kept in the admin's user metadata, see
 * `notNeededField`). Pure, unit-tested; the Overview reads the values.
 */

/** The settings the list looks at. */
export const setupKeys = [
  'phone_number',
  'contact_email',
  'ceramic_partner_url',
  'street_address',
] as const;
/** An item of the list: a setting, or the footer's social links. */
export type SetupKey = (typeof setupKeys)[number] | 'social_links';

/** What the list looks at: the settings, and the links of the active social links. */
export type SetupValues = Partial<Record<(typeof setupKeys)[number], string>> & {
  social_links?: readonly string[];
};

/**
 * One thing left to set up: which detail, whether it holds a sample to replace (else it is
 * missing), the sample the item names ('' for none), the admin page where it is done, and whether
 * the business may not have it at all (`optional`: a missing partner page or shop address, which
 * "Not needed" takes off the list).
 * The Overview words it in the admin's language.
 */
export interface SetupTask {
  key: SetupKey;
  replace: boolean;
  value: string;
  path: string;
  optional: boolean;
}

/** The user-metadata field that keeps the optional details an admin said are not needed. */
export const notNeededField = 'setup_not_needed';

/** The user metadata that says `keys` are not needed (saved with `saveUserMetadata`). */
export function notNeededMetadata(keys: readonly SetupKey[]): Record<string, unknown> {
  return { [notNeededField]: keys };
}

/** The setup keys `metadata` (a user's metadata) marks as not needed; anything else reads as none. */
export function notNeededKeys(metadata: Record<string, unknown> | undefined): SetupKey[] {
  const value = metadata?.[notNeededField];
  return Array.isArray(value) ? setupKeys.filter((key) => (value as unknown[]).includes(key)) : [];
}

/**
 * The contact e-mail the seed writes (src/seed-content/settings.ts; a unit test keeps the two
 * equal): written here so the Overview does not load the seed's settings.
 */
export const SAMPLE_EMAIL = 'info@dmvmobiledetailing.com';

/** A US number in the 555-0100…555-0199 range, which is reserved for fiction. */
export function isFictionalPhone(phone: string): boolean {
  return /^1?\d{3}55501\d{2}$/.test(phone.replace(/\D/g, ''));
}

/** A link to a domain reserved for examples (example.com, .org, .net). */
function isExampleLink(url: string): boolean {
  return /^(https?:\/\/)?([^/]+\.)?example\.(com|org|net)(\/|$)/i.test(url.trim());
}

/**
 * A social link the seed wrote (src/seed-content/social.ts; a unit test checks each is one): a
 * profile named 'dmvmobiledetailing' on any network, someone else's page; or an example.com link.
 */
export function isSampleSocialLink(url: string): boolean {
  return (
    isExampleLink(url) || /^(https?:\/\/)?[^/]+\/@?dmvmobiledetailing\/?([?#]|$)/i.test(url.trim())
  );
}

/**
 * What is left to set up, in the order the settings dialog shows the fields, the social links
 * after the e-mail; [] when done. A missing detail in `notNeeded` is left out; a sample to replace
 * never is. The social links are done once no active one is a sample (replaced, switched off or
 * deleted: a business may have no social pages).
 */
export function setupTasks(
  values: SetupValues,
  settingsPath = '/admin/settings',
  notNeeded: readonly SetupKey[] = [],
  socialPath = '/admin/social',
): SetupTask[] {
  const tasks: SetupTask[] = [];
  const task = (key: SetupKey, value: string, optional = false, path = settingsPath) => {
    if (!(optional && notNeeded.includes(key))) {
      tasks.push({ key, replace: value !== '' || key === 'social_links', value, path, optional });
    }
  };
  const phone = values.phone_number?.trim() ?? '';
  if (!phone || isFictionalPhone(phone)) task('phone_number', phone);
  const email = values.contact_email?.trim() ?? '';
  if (!email || email === SAMPLE_EMAIL || isExampleLink(email.split('@')[1] ?? '')) {
    task('contact_email', email);
  }
  if (values.social_links?.some(isSampleSocialLink)) task('social_links', '', false, socialPath);
  const partner = values.ceramic_partner_url?.trim() ?? '';
  if (!partner) task('ceramic_partner_url', '', true);
  else if (isExampleLink(partner)) task('ceramic_partner_url', partner);
  if (!values.street_address?.trim()) task('street_address', '', true);
  return tasks;
}
