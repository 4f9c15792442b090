import { z } from 'zod';
import { socialEntries, type SocialRow } from '../../../lib/data/social-links.ts';
import { socialLinkSchema } from '../../../lib/schemas/social-links.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';
import { drawableIconName } from '../editor/icon-set.ts';

const socialFields = z.object({
  platform: socialLinkSchema.shape.platform,
  url: socialLinkSchema.shape.url,
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
  messages: {
    saved: 'Social link updated successfully',
    saveFailed: 'Error updating social link',
    added: 'Social link added successfully',
    addFailed: 'Error adding social link',
    deleted: 'Social link deleted successfully',
    deleteFailed: 'Error deleting social link',
    moveFailed: 'Error reordering social links',
  },
  schema: socialFields,
  toValues: (row) => ({
    platform: row?.platform ?? '',
    url: row?.url ?? 'https://',
    icon_name: row?.icon_name ?? '',
    is_active: row?.is_active ?? true,
  }),
  toColumns: (values: z.output<typeof socialFields>) => values,
};
