import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { loadRecentActivity } from '../../../lib/data/activity.ts';
import { isLive } from '../../../lib/data/history-versions.ts';
import { $publishStatus } from '../../../stores/publish.ts';
import { useLoad } from '../use-load.ts';
import { changedWhen, describeChange } from './activity-text.ts';

/** Live or Publishing…, styled as the admin's badges without loading their module here. */
function PublishMark({ live }: { live: boolean }) {
  return (
    <span
      className={`rounded-md border px-2 py-0.5 text-xs font-semibold ${live ? 'border-transparent bg-mist-100 text-ink-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
    >
      {live ? 'Live' : 'Publishing…'}
    </span>
  );
}

/**
 * The Overview's last 20 changes across the site (who, what, when), each marked Live once the
 * served site is built from its revision (the publish status's reading of /build.json) and
 * Publishing… until then; both the list and the marks follow the publish status without a reload.
 */
export function ActivityCard() {
  const { state, reload } = useLoad(loadRecentActivity);
  const { siteRevision, databaseRevision } = useStore($publishStatus);
  // A change saved since the list was read (here, in another tab) moves the database revision.
  const readAt = useRef(databaseRevision);
  useEffect(() => {
    if (databaseRevision === undefined || databaseRevision === readAt.current) return;
    readAt.current = databaseRevision;
    void reload();
  }, [databaseRevision, reload]);
  const changes = state.status === 'loading' ? undefined : state.data;
  return (
    <Card aria-labelledby="activity-title" className="mb-6">
      <CardHeader>
        <CardTitle id="activity-title">Recent changes</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-ink-700">
        {state.status === 'error' ? (
          <p role="alert">The recent changes could not be loaded: {state.message}</p>
        ) : null}
        {changes?.length === 0 ? <p>No changes yet.</p> : null}
        <ol className="divide-y divide-mist-200">
          {changes?.map((change) => (
            <li key={change.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 flex-1 break-words text-ink-900">
                {describeChange(change)}
              </span>
              <time dateTime={change.changedAt} className="text-ink-600">
                {changedWhen(change.changedAt)}
              </time>
              {siteRevision === undefined ? null : (
                <PublishMark live={isLive(change, siteRevision)} />
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
