import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { CREDITS_PER_DEPLOY } from '../../lib/publish-budget.ts';
import { publishNow, type PublishStatus } from '../../stores/publish.ts';

// The header is on every admin page's first view; the dialog only loads when it is needed.
const ConfirmDialog = lazy(() =>
  import('../../components/ui/confirm-dialog.tsx').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/** What a deploy past the budget costs, said before it is made. */
function overBudgetText({ used, budget }: { used: number; budget: number }): string {
  return (
    `This month's ${budget} deploys are used. Publishing now makes deploy ${used + 1}, ` +
    `which costs ${CREDITS_PER_DEPLOY} Netlify credits beyond your budget. On the Free plan the ` +
    `month's 300 credits are a hard limit: when they run out, the site goes offline.`
  );
}

/**
 * Publish now: asks the database to call the build hook at once. Past the monthly deploy budget
 * it first asks, naming what the deploy costs.
 */
export function PublishNowButton({ deploys }: Pick<PublishStatus, 'deploys'>) {
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const overBudget = deploys !== undefined && deploys.used >= deploys.budget;

  const publish = async () => {
    setAsking(false);
    setSending(true);
    try {
      await publishNow();
      toast.success('Publishing your latest changes…');
    } catch (error) {
      toast.error(`Publish failed: ${errorMessage(error)}`);
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
        disabled={sending}
      >
        {sending ? 'Publishing…' : 'Publish now'}
      </Button>
      {asking && deploys ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Publish beyond the monthly deploy budget?"
            description={overBudgetText(deploys)}
            confirmLabel={`Publish now (${CREDITS_PER_DEPLOY} credits)`}
            onCancel={() => setAsking(false)}
            onConfirm={() => void publish()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
