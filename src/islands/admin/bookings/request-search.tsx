import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useId, type Ref } from 'react';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { inputClass } from '../editor/field-frame.tsx';

/**
 * The Bookings search box, 'Find by name, phone, e-mail or address', labelled above as the status
 * filter is; Escape empties it, as its own clear button does (docs/product.md#bookings).
 */
export function RequestSearch({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The box, where focus goes once its search is cleared from the no-match line. */
  inputRef: Ref<HTMLInputElement>;
}) {
  const t = useMessages('bookings');
  const id = useId();
  return (
    <div className="sm:w-80">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t('search')}
      </label>
      <div className="relative">
        <MagnifyingGlassIcon
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-600"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // Chromium and Safari empty a search box on Escape themselves; not every browser does.
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className={`${inputClass} pl-10`}
        />
      </div>
    </div>
  );
}
