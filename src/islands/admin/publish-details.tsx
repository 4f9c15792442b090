import type { Translate } from '../../i18n/admin/messages.ts';
import type { PublishStatus } from '../../stores/publish.ts';
import type { Explanation } from './publish-explanation.ts';
import { PublishNowName } from './publish-now-name.tsx';
import { richText } from './rich-text.tsx';

/**
 * What Publish details shows: the reason in plain words first, what failed and what to do, since
 * when the change waits, then the revisions (`data-revisions`) for whoever wants them. Publish now
 * is named as its button reads (PublishNowName).
 */
export function PublishDetailsText({
  t,
  explanation,
  status: { siteRevision, databaseRevision },
}: {
  t: Translate<'shell'>;
  explanation: Explanation | undefined;
  status: PublishStatus;
}) {
  const { reason, failure, detail, action, pending } = explanation ?? {};
  // Publish now named as the button reads, on a phone too, where it is one word.
  const named = (text: string) => richText(text, { publishNow: <PublishNowName /> });
  return (
    <>
      {reason ? (
        <p className="font-semibold text-ink-900" data-reason>
          {reason}
        </p>
      ) : null}
      {failure ? <p data-failure>{named(failure)}</p> : null}
      {detail ? (
        <p className="break-words text-ink-600">
          {richText(t('details.technical'), { detail: <span lang="en">{detail}</span> })}
        </p>
      ) : null}
      {action ? <p>{named(action)}</p> : null}
      {pending ? <p data-pending-since>{pending}</p> : null}
      {siteRevision !== undefined && databaseRevision !== undefined ? (
        <p data-revisions>{t('revisions', { site: siteRevision, database: databaseRevision })}</p>
      ) : null}
    </>
  );
}
