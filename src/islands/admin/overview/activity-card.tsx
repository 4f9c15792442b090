import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef } from 'react';
import { TitledCard } from '../../../components/ui/card.tsx';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import { loadRecentActivity } from '../../../lib/data/activity.ts';
import { isLive, type Version } from '../../../lib/data/history-versions.ts';
import { $publishStatus } from '../../../stores/publish.ts';
import { aroundContent } from '../editor/with-content.tsx';
import { useLoad } from '../use-load.ts';
import { changedWhen, changeParts } from './activity-text.ts';

/** Live or Publishing…, styled as the admin's badges without loading their module here. */
function PublishMark({ live }: { live: boolean }) {
  const t = useMessages('overview');
  return (
    <span
      className={`rounded-md border px-2 py-0.5 text-xs font-semibold ${live ? 'border-transparent bg-mist-100 text-ink-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
    >
      {live ? t('live') : t('publishing')}
    </span>
  );
}

/**
 * The Overview's last 20 changes across the site (who, what, when), each marked Live once the
 * served site is built from its revision (the publish status's reading of /build.json) and
 * Publishing… until then; both the list and the marks follow the publish status without a reload.
 */
export function ActivityCard() {
  const t = useMessages('overview');
  const lang = useStore($adminLanguage);
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
    <TitledCard
      titleId="activity-title"
      title={t('recentChanges')}
      className="mb-6"
      contentClassName="text-sm text-ink-700"
    >
      {state.status === 'error' ? (
        <p role="alert">{t('recentFailed', { message: state.message })}</p>
      ) : null}
      {changes?.length === 0 ? <p>{t('noChanges')}</p> : null}
      <ol className="divide-y divide-mist-200">
        {changes?.map((change) => (
          <li key={change.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
            {/* At least 16rem wide: on a phone it takes its own lines, the time and mark under it. */}
            <span className="min-w-0 flex-[1_1_16rem] break-words text-ink-900">
              <ChangeText change={change} />
            </span>
            <time dateTime={change.changedAt} className="text-ink-600">
              {changedWhen(change.changedAt, lang) ?? t('justNow')}
            </time>
            {siteRevision === undefined ? null : (
              <PublishMark live={isLive(change, siteRevision)} />
            )}
          </li>
        ))}
      </ol>
    </TitledCard>
  );
}

/**
 * A setting's name as Site Settings gives it, in the admin's language. Its words load only when a
 * setting's change is listed: most first views of /admin list none.
 */
function SettingName({ setting }: { setting: string }) {
  const names = useMessages('settingNames');
  return names(setting as NamespaceKey<'settingNames'>);
}

/**
 * "owner@example.com edited the FAQ “How do I pay?” (English, Spanish)" in the admin's language,
 * the name quoted in its style ('… editó la pregunta frecuente «¿Cómo pago?»'); the e-mail and
 * the entry's name are the owner's, not the admin's texts (a setting's name is).
 */
function ChangeText({ change }: { change: Version }) {
  const t = useMessages('overview');
  const common = useMessages('common');
  const { who, verb, noun, name, nameLang, languages } = changeParts(
    change,
    useStore($adminLanguage),
  );
  const names = { en: common('english'), es: common('spanish') };
  // A setting is named as Site Settings names it, in the admin's language, not by its key.
  const setting = change.table === 'site_settings' && name !== null;
  const [open, close] = aroundContent((content) => common('quoted', { name: content }));
  return (
    <>
      {typeof who === 'string' ? <span translate="no">{who}</span> : t(who.text)} {t(verb)}{' '}
      {t(noun)}
      {name ? (
        <>
          {` ${open}`}
          <span lang={nameLang} translate={nameLang || setting ? undefined : 'no'}>
            {setting ? (
              <Suspense fallback={null}>
                <SettingName setting={name} />
              </Suspense>
            ) : (
              name
            )}
          </span>
          {close}
        </>
      ) : null}
      {languages.length ? ` (${languages.map((lang) => names[lang]).join(', ')})` : null}
    </>
  );
}
