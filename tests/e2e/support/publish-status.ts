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
