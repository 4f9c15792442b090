import { z } from '../zod.ts';
import { handleIn } from '../content/social-handle.ts';
import {
  addIssuesOf,
  displayOrder,
  httpUrl,
  isActive,
  lineText,
  linkOfLength,
  requiredText,
  webAddress,
} from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/** A social_links row: one network's link in the footer (language independent). */
export const socialLinkSchema = z.object({
  platform: lineText,
  url: httpUrl,
  icon_name: requiredText,
  display_order: displayOrder,
  is_active: isActive,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type SocialLinkTableCheck = TableSchemaCheck<
  SchemaFitsTable<'social_links', typeof socialLinkSchema>
>;

/**
 * The link the Social Links editor takes: a web address of at most LINK_MAX characters, as typed
 * and as stored (docs/decisions.md#links-and-list-settings-have-a-length), or a handle ('@shop')
 * kept as such until the network is known (the editor then stores the profile's link).
 */
export const linkOrHandle = linkOfLength(
  z.string().transform((text, ctx) => {
    if (!text) {
      ctx.addIssue({ code: 'custom', message: 'is required' });
      return z.NEVER;
    }
    const handle = handleIn(text);
    if (handle) return `@${handle}`;
    const link = webAddress.safeParse(text);
    if (link.success) return link.data;
    addIssuesOf(link.error, ctx);
    return z.NEVER;
  }),
);
