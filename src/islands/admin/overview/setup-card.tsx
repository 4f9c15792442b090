import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { TitledCard } from '../../../components/ui/card.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { readSetupSettings } from '../../../lib/data/overview.ts';
import { setupTasks } from '../../../lib/data/setup-tasks.ts';
import { adminPages } from '../admin-nav.ts';
import { richText } from '../rich-text.tsx';
import { useLoad } from '../use-load.ts';
import { useOverviewRefresh } from './use-overview-refresh.ts';

/**
 * "Finish setting up": the sample details the site still carries (the fictional phone number, the
 * sample e-mail) and the details it lacks (partner page, address), each linking to where it is
 * set. Gone once everything is the owner's own; a failed read shows nothing (the counts report it).
 */
export function SetupCard() {
  const t = useMessages('overview');
  const { state, reload } = useLoad(readSetupSettings);
  useOverviewRefresh(reload);
  if (state.status !== 'ready') return null;
  const tasks = setupTasks(state.data, adminPages.settings.path);
  if (tasks.length === 0) return null;
  return (
    <TitledCard title={t('setupTitle')} className="mb-6" contentClassName="text-sm text-ink-700">
      <p className="mb-2">{t('setupIntro')}</p>
      <ul className="space-y-1.5">
        {tasks.map((task) => (
          <li key={task.key} className="flex items-start gap-2" data-setup={task.key}>
            <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden="true" />
            <a href={task.path} className="font-medium text-brand-700 underline">
              {richText(t(`setup.${task.key}.${task.replace ? 'replace' : 'add'}`), {
                value: <span translate="no">{state.data[task.key]?.trim()}</span>,
              })}
            </a>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
