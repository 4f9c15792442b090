import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { adminFormat } from '../../i18n/admin/format.ts';
import { $adminLanguage } from '../../i18n/admin/language.ts';
import { translate, useMessages } from '../../i18n/admin/messages.ts';
import { gotNoAnswer } from '../../lib/data/no-answer.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { CREDITS_PER_DEPLOY } from '../../lib/publish-budget.ts';
import { publishNow, type PublishStatus } from '../../stores/publish.ts';
import { overBudgetText } from './publish-explanation.ts';
import { PublishNowName } from './publish-now-name.tsx';
import { LazyPart, lazyPart } from './shell/lazy-part.tsx';

// The header is on every admin page's first view; the dialog only loads when it is needed.
const ConfirmDialog = lazyPart(() =>
  import('../../components/ui/confirm-dialog.tsx').then((module) => module.ConfirmDialog),
);

/**
 * Publish now: asks the database to call the build hook at once. Past the monthly deploy budget
 * it first asks, naming what the deploy costs. While it asks it waits but keeps focus (a refusal
 * leaves it there); once the site is publishing the button goes, and Publish details beside the
 * status takes the focus (docs/product.md#admin-shell).
 */
export function PublishNowButton({ deploys }: Pick<PublishStatus, 'deploys'>) {
  const t = useMessages('shell');
  const lang = useStore($adminLanguage);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const overBudget = deploys !== undefined && deploys.used >= deploys.budget;
  // Set when a publish is asked from here: the button going then drops focus to the page's start.
  const asked = useRef(false);
  useEffect(
    () => () => {
      if (!asked.current) return;
      queueMicrotask(() => {
        const focused = document.activeElement;
        if (focused && focused !== document.body) return;
        document.querySelector<HTMLElement>('[popovertarget="publish-details"]')?.focus();
      });
    },
    [],
  );

  const publish = async () => {
    asked.current = true;
    setAsking(false);
    setSending(true);
    try {
      await publishNow();
      toast.success(translate('shell', 'publishStarted'));
    } catch (error) {
      // No answer (a dropped connection) is said in the admin's language, with what to do.
      const reason = errorMessage(error);
      toast.error(translate('shell', 'publishFailed'), {
        description: gotNoAnswer(reason) ? translate('shell', 'unreachable') : reason,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => (overBudget ? setAsking(true) : void publish())}
        busy={sending}
      >
        {sending ? (
          t('publishing')
        ) : (
          // One word on a phone, where the header is one row; its name is whole.
          <PublishNowName />
        )}
      </Button>
      {asking && deploys ? (
        <LazyPart>
          <ConfirmDialog
            open
            title={t('overBudgetTitle')}
            description={overBudgetText(t, lang, deploys)}
            confirmLabel={t('overBudgetConfirm', {
              credits: adminFormat(lang).count(CREDITS_PER_DEPLOY),
            })}
            onCancel={() => setAsking(false)}
            onConfirm={() => void publish()}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
