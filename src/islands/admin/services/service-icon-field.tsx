import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { useCallback, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { useFieldError } from '../editor/field-error.ts';
import { IconGlyph } from '../editor/icon-glyph.tsx';
import { IconNameField } from '../editor/icon-name-field.tsx';
import { SiteIcon } from '../editor/site-icon.tsx';
import { serviceIcon, serviceIcons } from './service-icons.ts';

const name = 'shared.icon_name';

/**
 * An add-on's icon, picked as a picture: a native radio group (Tab reaches it, the arrow keys move
 * the choice), each icon named in the admin's language under it. Any other Lucide icon is typed by
 * name behind 'Another icon by name', which is open while the icon is not one of the grid's
 * (docs/product.md#editors). The pictures come from the site's icon set, loaded on first use.
 * While the grid is what shows, a save refused for the icon focuses the grid, not the closed name
 * field.
 */
export function ServiceIconField() {
  const t = useMessages('services');
  const id = useId();
  const { control, setValue, formState, register } = useFormContext();
  const fieldError = useFieldError();
  const value = String(useWatch({ control, name }) ?? '');
  const chosen = serviceIcon(value);
  const other = value.trim() !== '' && !chosen;
  const [open, setOpen] = useState(other);
  // A name the grid has not (typed, or a version loaded back) keeps its field in sight.
  if (other && !open) setOpen(true);
  // The name field shows its own message when it is open.
  const error = open ? undefined : fieldError(formState.errors, name);
  // The form's focus on its first invalid field: the grid's chosen icon, else its first, while the
  // name field is closed (registered here, so in the page's order; the open field registers itself).
  register(name);
  const gridRef = useCallback(
    (grid: HTMLDivElement | null) =>
      register(name).ref(
        grid && {
          focus: () =>
            (
              grid.querySelector<HTMLInputElement>('input:checked') ??
              grid.querySelector<HTMLInputElement>('input')
            )?.focus(),
        },
      ),
    [register],
  );
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-ink-900">{t('icon')}</legend>
      {/* As many columns as 4.5rem choices fit (four on a 390 px phone, three at 320 px), then eight. */}
      <div
        ref={open ? undefined : gridRef}
        className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-2 md:grid-cols-8"
      >
        {serviceIcons.map((icon) => (
          <label
            key={icon}
            className={cn(
              'relative flex min-h-11 cursor-pointer flex-col items-center gap-1 rounded-md border-2 px-1 py-2 text-center text-xs leading-tight has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)',
              icon === chosen
                ? 'border-brand-600 bg-mist-100 font-semibold text-ink-900 forced-colors:border-[Highlight]'
                : 'border-mist-200 text-ink-700 hover:border-mist-300',
            )}
          >
            <input
              type="radio"
              name={`${id}-icon`}
              value={icon}
              checked={icon === chosen}
              onChange={() =>
                setValue(name, icon, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
              // Over the whole choice, invisible: the radio itself takes the click or tap.
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <SiteIcon name={icon} className="size-6 text-brand-700" />
            <span>{t(`icon.${icon}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? `${id}-other` : undefined}
        onClick={() => setOpen(!open)}
        className="-ml-3"
      >
        <ChevronDownIcon aria-hidden="true" className={cn(open && 'rotate-180')} />
        {t('otherIcon')}
      </Button>
      {open ? (
        <div id={`${id}-other`}>
          <IconNameField
            name={name}
            hint={t('iconHint')}
            draw={(icons, typed) =>
              icons.lucideIconName(typed) ? <IconGlyph node={icons.lucideIcon(typed)} /> : null
            }
          />
        </div>
      ) : null}
    </fieldset>
  );
}
