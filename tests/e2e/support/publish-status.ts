import { expect, type Locator, type Page } from '@playwright/test';
import type { TypedClient } from '../../../src/lib/supabase-client.ts';

/** The admin header's publish status. */
export const statusPill = (page: Page): Locator => page.getByRole('banner').getByRole('status');

/**
 * The publish status as the header shows it: the status itself, or on a phone the Publish details
 * button, which shows it in a word or two (docs/product.md#admin-shell).
 */
export const shownStatus = (page: Page, isMobile: boolean): Locator =>
  isMobile
    ? page
        .getByRole('banner')
        .getByRole('button', { name: /Publish details|Detalles de la publicación/ })
    : statusPill(page);

/** A publish plan as `publish_schedule()` answers it, with the fields a test changes. */
export type PublishPlan = Record<string, unknown> & {
  live_revision: number;
  monthly_budget: number;
};

/**
 * Has the header show a state of the test's making on this page alone (the publish plan is the
 * whole stack's, which the specs running beside one read): the served /build.json answers one
 * revision behind, and the publish plan as `change` makes it from the stack's real answer.
 */
export async function showPublishPlan(
  page: Page,
  change: (plan: PublishPlan) => PublishPlan,
): Promise<void> {
  await page.route('**/build.json', async (route) => {
    const response = await route.fetch();
    const build = (await response.json()) as { revision: number };
    await route.fulfill({ response, json: { ...build, revision: build.revision - 1 } });
  });
  await page.route('**/rest/v1/rpc/publish_schedule**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as PublishPlan | PublishPlan[];
    await route.fulfill({
      response,
      json: Array.isArray(answer) ? answer.map(change) : change(answer),
    });
  });
}

/** What an editor's save in another admin tab of this browser tells the open tabs. */
export async function saveNoticeFromAnotherTab(page: Page): Promise<void> {
  const other = await page.context().newPage();
  await other.goto('/404');
  await other.evaluate(() => {
    const channel = new BroadcastChannel('publish-status');
    channel.postMessage('saved');
    channel.close();
  });
  await other.close();
}

/** The first English FAQ answer, to change and put back. */
export async function firstFaq(admin: TypedClient): Promise<{ id: string; answer: string }> {
  const { data, error } = await admin
    .from('faq_items')
    .select('id, answer')
    .eq('language', 'en')
    .order('display_order')
    .limit(1)
    .single();
  expect(error).toBeNull();
  return data!;
}

/** Reads the publish plan as an admin (`pending_revision` is null when nothing waits). */
export async function publishSchedule(admin: TypedClient) {
  const { data, error } = await admin.rpc('publish_schedule').single();
  if (error) throw new Error(error.message);
  return { ...data, pending_revision: data.pending_revision as number | null };
}

/** Remembers the publish settings; the returned function puts them back. */
export async function keepPublishSettings(admin: TypedClient): Promise<() => Promise<void>> {
  const { quiet_seconds, monthly_budget } = await publishSchedule(admin);
  return async () => {
    const { error } = await admin.rpc('set_publish_settings', { quiet_seconds, monthly_budget });
    if (error) throw new Error(error.message);
  };
}
