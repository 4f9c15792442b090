/**
 * The publish plan the database keeps (admins only): `publish_schedule()` says which revision was
 * last sent to the build hook, which one waits and when it goes out, and how many deploys this
 * month has used of the budget; `set_publish_settings()` changes the quiet period and the budget.
 */
import type { PublishSchedule } from '../publish-budget.ts';
import { supabase } from '../supabase.ts';
import { ownersSave } from '../watch-writes.ts';

export type { PublishSchedule } from '../publish-budget.ts';

/** Reads the plan; rejects with the database's message (e.g. for a non-admin). */
export async function readPublishSchedule(): Promise<PublishSchedule> {
  const { data, error } = await supabase.rpc('publish_schedule').single();
  if (error) throw new Error(`Cannot read the publish schedule: ${error.message}`);
  return {
    liveRevision: Number(data.live_revision),
    // Generated types call these non-null; the function answers null when nothing waits.
    pendingRevision: data.pending_revision === null ? null : Number(data.pending_revision),
    nextPublishAt: data.next_publish_at === null ? null : Date.parse(data.next_publish_at),
    deploysThisMonth: data.deploys_this_month,
    monthlyBudget: data.monthly_budget,
    quietSeconds: data.quiet_seconds,
  };
}

/** Sets the quiet period (s) and the monthly budget; rejects with the database's reason. */
export async function savePublishSettings(quietSeconds: number, monthlyBudget: number) {
  const { error } = await ownersSave(
    supabase.rpc('set_publish_settings', {
      quiet_seconds: quietSeconds,
      monthly_budget: monthlyBudget,
    }),
  );
  if (error) throw new Error(error.message);
}
