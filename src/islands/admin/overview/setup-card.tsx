import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { Button, linkTarget } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { TitledCard } from '../../../components/ui/card.tsx';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { loadMessages, useMessages } from '../../../i18n/admin/messages.ts';
import { readSetupValues } from '../../../lib/data/overview.ts';
import { notNeededKeys, setupTasks, type SetupKey } from '../../../lib/data/setup-tasks.ts';
import { $user } from '../../../stores/auth.ts';
import { adminPages } from '../admin-nav.ts';
import { richText } from '../rich-text.tsx';
import { useLoad } from '../use-load.ts';
import { useOverviewRefresh } from './use-overview-refresh.ts';

/**
 * "Finish setting up": the sample details the site still carries (the fictional phone number, the
 * sample e-mail, the sample social links) and the details it lacks (partner page, address), each
 * linking to where it is set. A detail the business may not have at all has "Not needed", which takes it off the list
 * for this admin in every browser (not-needed.ts). Gone once everything is done; a failed read
 * shows nothing (the counts report it).
 */
export function SetupCard() {
  const t = useMessages('overview');
  const common = useMessages('common');
  const lang = useStore($adminLanguage);
  const { state, reload } = useLoad(readSetupValues);
  const user = useStore($user);
  // A second press while the first is saved does nothing; the button keeps focus meanwhile.
  const hiding = useRef(false);
  useOverviewRefresh(reload);
  if (state.status !== 'ready') return null;
  const notNeeded = notNeededKeys(user?.user_metadata);
  const tasks = setupTasks(state.data, adminPages.settings.path, notNeeded, adminPages.social.path);
  if (tasks.length === 0) return null;

  const hide = async (key: SetupKey, item: Element | null) => {
    if (hiding.current || !item) return;
    hiding.current = true;
    try {
      // With the editors' texts, in which a failed save is said (failure-message.ts).
      const [{ markNotNeeded }] = await Promise.all([
        import('./not-needed.ts'),
        loadMessages(lang, 'editor'),
      ]);
      await markNotNeeded(key, notNeeded, item);
    } catch {
      // The module or the texts could not be downloaded (a dropped connection, an updated admin).
      toast.error(t('setupHideFailed'), { description: common('partFailed') });
    } finally {
      hiding.current = false;
    }
  };

  return (
    <TitledCard title={t('setupTitle')} className="mb-6" contentClassName="text-sm text-ink-700">
      <p className="mb-2">{t('setupIntro')}</p>
      <ul className="space-y-1.5">
        {tasks.map((task) => (
          <li
            key={task.key}
            className="flex flex-wrap items-start gap-x-2 gap-y-1"
            data-setup={task.key}
          >
            <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden="true" />
            <a
              href={task.path}
              className={cn(
                'min-w-0 flex-[1_1_16rem] font-medium text-brand-700 underline',
                linkTarget,
              )}
            >
              {richText(t(`setup.${task.key}.${task.replace ? 'replace' : 'add'}`), {
                value: (
                  // A phone number is read whole: it never breaks at its hyphen.
                  <span
                    translate="no"
                    className={task.key === 'phone_number' ? 'whitespace-nowrap' : undefined}
                  >
                    {task.value}
                  </span>
                ),
              })}
            </a>
            {task.optional && (
              <Button
                variant="outline"
                size="sm"
                className="-mt-1.5 ml-6 min-h-8 px-2.5 py-1 text-ink-700"
                aria-label={`${t('setupNotNeeded')}: ${t(`setup.${task.key}.add`)}`}
                onClick={(event) => void hide(task.key, event.currentTarget.closest('li'))}
              >
                {t('setupNotNeeded')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
