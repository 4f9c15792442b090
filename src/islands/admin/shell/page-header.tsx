/** The title and one-line description at the top of an admin page. */
export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-6">
      {/* Focusable so the shell can move focus here after a client-side page change. */}
      <h1 id="admin-page-title" tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {title}
      </h1>
      <p className="mt-1 text-ink-600">{description}</p>
    </div>
  );
}
