import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useId, type Ref } from 'react';
import type { ImageCategory } from '../../../lib/data/images.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { inputClass } from '../editor/field-frame.tsx';
import { CategorySelect } from './category-select.tsx';

/** The library's search box and category filter ('All Categories' first). */
export function ImageFilters({
  search,
  onSearch,
  category,
  onCategory,
  searchRef,
}: {
  search: string;
  onSearch: (value: string) => void;
  category: ImageCategory | '';
  onCategory: (value: ImageCategory | '') => void;
  /** The search box, where focus goes once the grid's last image shown is deleted. */
  searchRef?: Ref<HTMLInputElement>;
}) {
  const t = useMessages('images');
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('searchLabel')}
        </label>
        <MagnifyingGlassIcon
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-600"
          aria-hidden="true"
        />
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('searchPlaceholder')}
          className={`${inputClass} pl-10 placeholder:text-ink-600`}
        />
      </div>
      <div className="sm:w-56">
        <CategorySelect
          label={t('filterLabel')}
          labelAt="hidden"
          value={category}
          onChange={onCategory}
          allLabel={t('allCategories')}
        />
      </div>
    </div>
  );
}
