import { useMessages } from '../../../i18n/admin/messages.ts';
import { navLabel, routeOfLabel } from '../admin-nav.ts';
import type { PageDescription } from '../page-descriptions.ts';

/**
 * The title and one-line description at the top of an admin page, in the admin's language: a
 * page's own label (admin-nav.ts) and description (page-descriptions.ts) are shown from the
 * shell's and the pages' texts; any other text is shown as given (already translated).
 */
export function PageHeader({
  title,
  description,
}: {
  title: string;
  description: string | PageDescription;
}) {
  const t = useMessages('shell');
  const route = routeOfLabel(title);
  return (
    <div className="mb-6">
      {/* Focusable so the shell can move focus here after a client-side page change. */}
      <h1 id="admin-page-title" tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {route ? t(navLabel(route)) : title}
      </h1>
      <p className="mt-1 text-ink-600">
        {typeof description === 'string' ? description : <Described {...description} />}
      </p>
    </div>
  );
}

/** A page's description from the `pages` texts (loaded with the first page that shows one). */
function Described({ page }: PageDescription) {
  const t = useMessages('pages');
  return t(page);
}
