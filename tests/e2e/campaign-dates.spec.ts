import type { Browser } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn } from './support/session.ts';
import { launchBrowser } from './support/browser.ts';
import { mutate, query } from './support/trpc.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

/**
 * Issue 39: a campaign's days are calendar dates. Saved in a browser far east of UTC, they read the same far west of it,
 * and saving the dialog unchanged leaves them as they were.
 */
test.describe('campaign days across time zones', () => {
  test('shows and keeps 15.03.–31.05.2027 in Kiritimati and in Los Angeles', async () => {
    const east = await openPage(browser, { timezoneId: 'Pacific/Kiritimati' });
    await signIn(east.page);
    const created = await mutate(east.page, 'campaign.createCampaign', {
      name: 'Calendar days 2027',
      isDraft: false,
      startTime: '2027-03-15',
      endTime: '2027-05-31',
    });
    try {
      await east.page.goto(`/campaign/${created.id}`);
      await east.page.getByText('Mar 15, 2027 – May 31, 2027', { exact: true }).waitFor();

      // The dialog shows the saved days and saving it unchanged writes them back as they were.
      await east.page.getByRole('button', { name: 'Edit campaign' }).click();
      const dialog = east.page.getByRole('dialog');
      expect(
        await dialog.locator('input[type="date"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ).toEqual(['2027-03-15', '2027-05-31']);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(async () => (await query(east.page, 'campaign.getCampaign', { id: created.id })).campaign.updatedAt)
        .toBeGreaterThan(created.updatedAt);
      const saved = await query(east.page, 'campaign.getCampaign', { id: created.id });
      expect(saved.campaign).toMatchObject({ startTime: '2027-03-15', endTime: '2027-05-31' });

      const west = await openPage(browser, { timezoneId: 'America/Los_Angeles' });
      await signIn(west.page);
      await west.page.goto(`/campaign/${created.id}`);
      await west.page.getByText('Mar 15, 2027 – May 31, 2027', { exact: true }).waitFor();
      await west.page.goto('/campaign');
      await west.page.getByText('Mar 15, 2027 – May 31, 2027', { exact: true }).waitFor();
      expect([...east.errors, ...west.errors]).toEqual([]);
    } finally {
      await mutate(east.page, 'campaign.deleteCampaign', { id: created.id });
    }
  });
});
