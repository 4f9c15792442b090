import { z } from '../../../lib/zod.ts';
import { platformName, profileLink } from '../../../lib/content/social-handle.ts';
import { socialEntries, type SocialRow } from '../../../lib/data/social-links.ts';
import { linkOrHandle, socialLinkSchema } from '../../../lib/schemas/social-links.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';
import { drawableIconName } from '../editor/icon-set.ts';

const socialFields = z.object({
  platform: socialLinkSchema.shape.platform,
  url: linkOrHandle,
  icon_name: drawableIconName(
    (icons, name) => icons.isSocialIconName(name),
    'The site has no icon of that name. Use facebook, instagram, youtube, x, twitter, tiktok or globe.',
  ),
  is_active: socialLinkSchema.shape.is_active,
});

type SocialValues = z.output<typeof socialFields>;

/** The link to store: a handle becomes its profile's link on the network the link names. */
const storedLink = ({ url, icon_name, platform }: SocialValues) =>
  url.startsWith('@') ? profileLink(url.slice(1), icon_name, platform) : url;

/**
 * The Social Links editor's form: one row per link (the footer's links have no language). A
 * handle typed as the link is stored as the profile's link (src/lib/content/social-handle.ts).
 */
export const socialForm: EntryFormConfig<SocialRow> = {
  store: socialEntries,
  noun: 'social link',
  // Named as its card is: 'The social link “Facebook” was not saved: …'.
  entryName: (row) => platformName(row.platform),
  schema: socialFields,
  toValues: rowValues(socialFields, { url: 'https://', is_active: true }),
  toColumns: (values: SocialValues) => ({ ...values, url: storedLink(values) }),
  refine(values, ctx) {
    const link = values.single as Partial<SocialValues> | undefined;
    if (link?.url?.startsWith('@') && !storedLink(link as SocialValues)) {
      ctx.addIssue({
        code: 'custom',
        path: ['single', 'url'],
        message: 'is a handle: paste the whole link to the profile page',
      });
    }
  },
};
