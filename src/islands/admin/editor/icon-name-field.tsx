import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import type { IconSet } from './icon-set.ts';
import { TextField } from './text-field.tsx';
import { useIconSet } from './use-icon-set.ts';

interface IconNameFieldProps {
  /** The form value's path, e.g. `shared.icon_name`. */
  name: string;
  label?: string;
  hint: string;
  /** Another value the drawing depends on (a social link's platform), passed to `draw`. */
  alsoWatch?: string;
  /** The icon the site draws for `value`, or null when it cannot draw that name. */
  draw: (icons: IconSet, value: string, other: string) => ReactNode | null;
}

/**
 * An icon-name field with a live preview of the icon the site will draw for it, from the site's
 * own icon set (loaded when the field first shows). The form's rule refuses a name it cannot draw.
 */
export function IconNameField({ name, label, hint, alsoWatch, draw }: IconNameFieldProps) {
  const t = useMessages('editor');
  const { control } = useFormContext();
  const value = String(useWatch({ control, name }) ?? '').trim();
  const other = String(useWatch({ control, name: alsoWatch ?? name }) ?? '');
  const { icons, failed } = useIconSet();
  const drawing = icons && value ? draw(icons, value, other) : null;
  const status = failed
    ? t('iconsFailed')
    : !icons
      ? t('iconsLoading')
      : !value
        ? t('iconTypeName')
        : drawing
          ? t('iconPreview')
          : t('iconMissing');
  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <TextField name={name} label={label ?? t('iconName')} hint={hint} autoComplete="off" />
      </div>
      <div className="flex w-24 shrink-0 flex-col items-center gap-1 pt-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-lg border border-mist-300 bg-mist-50 text-brand-700">
          {drawing}
        </span>
        <span aria-live="polite" className="text-xs text-ink-600">
          {status}
        </span>
      </div>
    </div>
  );
}
