import type { Browser } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openPage, signIn } from './support/session.ts';
import { query, mutate } from './support/trpc.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

test.describe('client hand-off by share link', () => {
  test('creates a read-only link as the demo organisation admin and opens it in a fresh browser without a session', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'org-admin@creatorlens.test');
    const top = await query(page, 'discovery.searchCreators', { platform: 'instagram', pageSize: 2 });
    const [first, second] = top.items;
    const name = `Client shortlist ${Date.now().toString(36)}`;
    const watchlist = await mutate(page, 'watchlist.createWatchlist', { name, type: 'manual' });
    await mutate(page, 'watchlist.addChannels', { watchlistId: watchlist.id, channelIds: [first!.id, second!.id] });
    await page.goto(`/watchlist/${watchlist.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    await page.getByRole('button', { name: 'Share this list with a client as a read-only link' }).click();
    const dialog = page.getByRole('dialog', { name: `Share “${name}”` });
    await dialog.waitFor();
    // Notes and budgets belong to campaign cards: a watchlist's dialog does not offer them.
    expect(await dialog.getByText('Include internal notes').count()).toBe(0);
    await dialog.getByTestId('share-figure-botRisk').check();
    await dialog.getByTestId('share-expiry').selectOption('7');
    await dialog.getByTestId('share-create').click();
    const urlField = dialog.getByTestId('share-url');
    await urlField.waitFor();
    const url = await urlField.inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => dialog.getByTestId('share-active-links').locator('li').count()).toBeGreaterThan(0);
    await screenshot(page, 'share-link-01-dialog-desktop');

    // The client: a new browser context with no cookies, in German.
    const client = await openPage(browser, { width: 1024, height: 800, locale: 'de-DE' });
    const response = await client.page.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await client.page.getByRole('heading', { level: 1, name }).waitFor();
    await client.page.getByText(first!.handle, { exact: true }).waitFor();
    await client.page.getByText(second!.handle, { exact: true }).waitFor();
    await client.page.getByText(/Geteilt von/).waitFor();
    expect(await client.page.locator('[data-testid="share-row"]').count()).toBe(2);
    expect(await client.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await screenshot(client.page, 'share-link-02-client-page');
    await client.page.getByRole('link', { name: 'English' }).click();
    await client.page.getByText(/Shared by/).waitFor();

    // Revoked from the dialog: the client's next visit says so.
    await dialog.getByRole('button', { name: 'Revoke' }).first().click();
    await expect.poll(() => dialog.getByTestId('share-active-links').locator('li').count()).toBe(0);
    const gone = await client.page.goto(url);
    expect(gone?.status()).toBe(410);
    await client.page.getByText('Dieser Link ist abgelaufen oder wurde widerrufen').waitFor();
    expect(errors).toEqual([]);
    await client.page.context().close();
  });
});
