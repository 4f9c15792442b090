/**
 * The site's icons for the admin (src/lib/content/icons.ts: every Lucide icon, the brand marks and
 * the site's name rules), loaded on first use only: the whole Lucide set is far more than the
 * admin's first view may weigh (docs/architecture.md#bars), and only the icon editors need it.
 */
import { z } from '../../../lib/zod.ts';
import { requiredText } from '../../../lib/schemas/fields.ts';
import { ICON_NAME_MAX, tooLong } from '../../../lib/schemas/text-length.ts';

/** The icon module, as the public site uses it at build time. */
export type IconSet = typeof import('../../../lib/content/icons.ts');

let pending: Promise<IconSet> | undefined;
let loaded: IconSet | undefined;

/** Loads the icon set once; a failed load (network) is tried again on the next call. */
export function loadIconSet(): Promise<IconSet> {
  pending ??= import('../../../lib/content/icons.ts').then(
    (icons) => (loaded = icons),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The icon set if it has loaded already (no flash of an empty preview when it has). */
export const iconSetNow = (): IconSet | undefined => loaded;

/**
 * A form rule for an icon-name field: required, at most ICON_NAME_MAX characters (a longer one is
 * called too long, as the database refuses it: docs/decisions.md#images-and-icons-have-a-length),
 * and a name the site can draw (`drawable`), which is checked against the real icon set once it
 * has loaded. `message` says what to type instead.
 */
export function drawableIconName(
  drawable: (icons: IconSet, name: string) => boolean,
  message: string,
) {
  return requiredText.max(ICON_NAME_MAX, tooLong(ICON_NAME_MAX)).pipe(
    z.string().superRefine(async (name, ctx) => {
      try {
        if (!drawable(await loadIconSet(), name)) ctx.addIssue({ code: 'custom', message });
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'The icon list could not be loaded to check this name. Check your connection.',
        });
      }
    }),
  );
}
