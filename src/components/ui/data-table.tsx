import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The padding and alignment of a DataTable's cells. */
export const tableCell = 'px-3 py-2 align-middle';

/** The look of a DataTable's body row: a line under each but the last. */
export const tableRow = 'border-b border-mist-100 last:border-0';

/**
 * A body cell of a `wideOnly` column: shown where the table's box is 48rem wide or more, which
 * depends on the sidebar beside it as much as on the screen.
 */
export const wideOnlyCell = 'hidden @3xl:table-cell';

/** What a row says of its `wideOnly` columns where they are hidden (in its first cell, say). */
export const narrowOnly = '@3xl:hidden';

/**
 * A table of records (bookings, expenses, admins): a caption for screen readers, the column
 * headings, and the rows given as children; it scrolls sideways when the screen is narrow.
 */
export function DataTable({
  caption,
  headings,
  rightAligned = [],
  wideOnly = [],
  children,
}: {
  caption: string;
  headings: readonly string[];
  /** Headings of number columns, aligned right like their values. */
  rightAligned?: readonly string[];
  /**
   * Headings of columns shown in a wide box only (`wideOnlyCell`); elsewhere each row says their
   * values in a `narrowOnly` part.
   */
  wideOnly?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="@container overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-mist-200 text-ink-700">
          <tr>
            {headings.map((heading) => (
              <th
                key={heading}
                scope="col"
                className={cn(
                  tableCell,
                  'font-semibold',
                  rightAligned.includes(heading) && 'text-right',
                  wideOnly.includes(heading) && wideOnlyCell,
                )}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
