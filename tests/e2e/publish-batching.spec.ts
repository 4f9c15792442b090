import { expect, test } from './support/test.ts';
import { editDialog, openEditor, toastWith } from './support/editors.ts';
import {
  firstFaq,
  keepPublishSettings,
  publishSchedule,
  saveNoticeFromAnotherTab,
  statusPill,
} from './support/publish-status.ts';
import {
  adminClient,
  databaseRevision,
  siteRevision,
  waitForSiteRevision,
} from './support/stack.ts';

// These tests change the publish settings and content and wait for the publish loop, so they run
// one after another and put back what they changed (the site is live again when each ends).
test.describe.configure({ mode: 'serial' });

/** A build can take a while on a busy machine; these waits bound the publish loop, not its speed. */
const publishing = { timeout: 120_000 };

test('with a 5 s quiet period set in Site Settings, a save soon after a deploy shows "Changes will go live in …" and then Live', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await adminClient();
  const restoreSettings = await keepPublishSettings(admin);
  const faq = await firstFaq(admin);
  try {
    await openEditor(page, '/admin/settings');
    await page.getByRole('button', { name: 'Edit Publishing Settings' }).click();
    const dialog = editDialog(page);
    await dialog.getByLabel('Quiet period (seconds)').fill('5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Publishing settings updated successfully')).toBeVisible();
    await expect(page.locator('[data-setting="Quiet period"]')).toHaveText('5 seconds');
    // The settings' terms said in plain words beside them.
    const card = page.getByRole('region', { name: 'Publishing', exact: true });
    await expect(card).toContainText('A deploy is one update of the public site by Netlify');
    await expect(card).toContainText('After an update, how long the site waits for a pause');
    await expect(card).toContainText('How many times a month the site may update by itself');
    expect((await publishSchedule(admin)).quiet_seconds).toBe(5);

    // The first change goes out on the leading edge; the second, right after it, waits 5 s.
    await admin
      .from('faq_items')
      .update({ answer: `${faq.answer} (one)` })
      .eq('id', faq.id);
    await expect.poll(async () => (await publishSchedule(admin)).pending_revision).toBeNull();
    await admin
      .from('faq_items')
      .update({ answer: `${faq.answer} (two)` })
      .eq('id', faq.id);
    await saveNoticeFromAnotherTab(page);
    await expect(statusPill(page)).toContainText(/Changes will go live in 0:0\d/);
    await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
    await expect(statusPill(page)).toContainText('Your last change is live', publishing);
    expect(await siteRevision(request)).toBe(await databaseRevision(admin));
    await expect(page.getByRole('button', { name: 'Publish now' })).toBeHidden();
  } finally {
    await admin.from('faq_items').update({ answer: faq.answer }).eq('id', faq.id);
    await restoreSettings();
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});

test("with the budget set to this month's deploys, a save shows Publishing paused, the Overview says how to raise the budget, and Publish now after its confirmation (worded for the budget, 0 too) makes the site Live", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await adminClient();
  const restoreSettings = await keepPublishSettings(admin);
  const faq = await firstFaq(admin);
  try {
    const { quiet_seconds, deploys_this_month: used } = await publishSchedule(admin);
    await admin.rpc('set_publish_settings', { quiet_seconds, monthly_budget: used });
    await admin
      .from('faq_items')
      .update({ answer: `${faq.answer} (paused)` })
      .eq('id', faq.id);
    await openEditor(page, '/admin');
    await expect(statusPill(page)).toContainText(
      'Publishing paused: monthly deploy budget reached',
    );
    const notice = page.getByRole('region', { name: 'Deploys this month' });
    await expect(notice).toContainText(`Deploys this month: ${used} of ${used}`);
    await expect(notice).toContainText('Publishing paused: monthly deploy budget reached');
    await expect(notice.getByRole('link', { name: 'Site Settings → Publishing' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect((await publishSchedule(admin)).deploys_this_month).toBe(used);

    await page.getByRole('button', { name: 'Publish now' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question.getByRole('heading')).toHaveText(
      'Publish beyond the monthly deploy budget?',
    );
    const usedText = [
      'Your monthly deploy budget is 0',
      "This month's 1 deploy is used.",
      `This month's ${used} deploys are used.`,
    ][Math.min(used, 2)]!;
    await expect(question).toContainText(usedText);
    await expect(question).toContainText('costs 15 Netlify credits beyond your budget');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);

    // A budget of 0 has no deploys to use: the question says so, not "0 deploys are used".
    await admin.rpc('set_publish_settings', { quiet_seconds, monthly_budget: 0 });
    await page.reload();
    await expect(statusPill(page)).toContainText('Publishing paused');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(question).toContainText(
      'Your monthly deploy budget is 0, so nothing goes live by itself this month. Publishing now makes deploy',
    );
    await expect(question).not.toContainText('0 deploys are used');
    await question.getByRole('button', { name: 'Publish now (15 credits)' }).click();
    await expect(page.getByText('Publishing your latest changes…')).toBeVisible();
    await expect(statusPill(page)).toContainText('Your last change is live', publishing);
    expect(await siteRevision(request)).toBe(await databaseRevision(admin));
    expect((await publishSchedule(admin)).deploys_this_month).toBe(used + 1);
    // The Overview's notice follows without a reload: the deploy is counted, nothing is waiting.
    await expect(notice).toContainText(`Deploys this month: ${used + 1} of 0`);
    await expect(notice).not.toContainText('Publishing paused');
    await expect(notice).toContainText('The monthly deploy budget is reached');
  } finally {
    await admin.from('faq_items').update({ answer: faq.answer }).eq('id', faq.id);
    await restoreSettings();
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});
