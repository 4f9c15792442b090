import { z } from '../../../lib/zod.ts';
import { socialEntries, type SocialRow } from '../../../lib/data/social-links.ts';
import { webAddress } from '../../../lib/schemas/fields.ts';
import { socialLinkSchema } from '../../../lib/schemas/social-links.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';
import { drawableIconName } from '../editor/icon-set.ts';

const socialFields = z.object({
  platform: socialLinkSchema.shape.platform,
  url: webAddress,
  icon_name: drawableIconName(
    (icons, name) => icons.isSocialIconName(name),
    'The site has no icon of that name. Use facebook, instagram, youtube, x, twitter or globe.',
  ),
  is_active: socialLinkSchema.shape.is_active,
});

/** The Social Links editor's form: one row per link (the footer's links have no language). */
export const socialForm: EntryFormConfig<SocialRow> = {
  store: socialEntries,
  noun: 'social link',
  schema: socialFields,
  toValues: rowValues(socialFields, { url: 'https://', is_active: true }),
};
