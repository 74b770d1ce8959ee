import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { recordFeedTraffic } from './support/feed-traffic.ts';
import { baseUrl } from './support/session.ts';

const PASSWORD = 'creatorlens-demo';
const INJECTION = '<img src=x onerror="window.__pwned=1">';
const GUIDE_TITLE = 'Welcome to the e2e tour';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

async function newPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width, height: 900 } });
  const page = await context.newPage();
  return { page, errors: watchForErrors(page) };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** The bell is a placeholder until the lazily loaded notifications module has mounted and fetched the feed. */
async function bell(page: Page) {
  const button = page.getByTestId('notification-bell');
  // The bell is a placeholder until the notifications module (loaded after the shell) has arrived: on a busy
  // machine that takes longer than expect.poll's default second.
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  return button;
}

const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('notification-badge');
  return (await badge.count()) === 0 ? 0 : Number.parseInt((await badge.textContent()) ?? '0', 10);
};

async function openBell(page: Page) {
  await (await bell(page)).click();
  const popup = page.getByTestId('notification-popup');
  await popup.waitFor();
  return popup;
}

test.describe('notification journeys', () => {
  test('shows a teammate mention live, keeps injected HTML inert, marks read, archives and keeps preferences', async () => {
    test.setTimeout(120_000);
    const member = await newPage();
    const feedTraffic = recordFeedTraffic(member.page);
    await signIn(member.page, 'member@creatorlens.test');
    // The member waits on a page without the home's recent-notifications card: the card marks an item seen after it
    // has been half visible for 3 s (spec), so on home the unseen badge also falls. Read there, "before" could still
    // count the previous journey's mention that the card then marked seen, and the new mention only brought the badge
    // back to it ("expected 1 to be greater than 1", twice in about thirty loaded runs).
    await member.page.goto('/discovery');
    await bell(member.page);
    const before = await badgeCount(member.page);

    // The teammate mentions the member on an artist page while the member's page stays open.
    const admin = await newPage();
    await signIn(admin.page, 'org-admin@creatorlens.test');
    await admin.page.goto('/discovery/channel');
    const box = admin.page.getByRole('combobox', { name: 'Search channels', exact: true });
    await box.fill('mrbeast');
    await admin.page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/discovery'));
    const artistPath = new URL(admin.page.url()).pathname;
    const notes = admin.page.locator('section[aria-labelledby="artist-notes"]');
    await notes.scrollIntoViewIfNeeded();
    const composer = notes.getByRole('combobox', { name: 'Write a comment' });
    await composer.click();
    await composer.pressSequentially('Look at this @Mia');
    await notes.getByRole('listbox', { name: 'People to mention' }).getByRole('option', { name: 'Mia Mitglied' }).click();
    await composer.pressSequentially(`please ${INJECTION}`);
    await expect.poll(() => composer.inputValue()).toContain('@Mia Mitglied please');
    await notes.getByRole('button', { name: 'Comment', exact: true }).click();
    await notes.getByRole('article').filter({ hasText: 'please' }).first().waitFor();

    // Live: the badge rises without a reload (socket new-message).
    await expect
      .poll(() => badgeCount(member.page), { timeout: 15_000 })
      .toBeGreaterThan(before)
      .catch((error: unknown) => {
        throw new Error(`the badge stayed at ${before}; the member's feed traffic:\n${feedTraffic()}`, { cause: error });
      });
    await screenshot(member.page, 'notifications-01-badge');

    const popup = await openBell(member.page);
    const cell = popup.getByTestId('notification-cell').filter({ hasText: 'Look at this' }).first();
    await cell.waitFor();
    // The injected markup is shown as text and never becomes an element or runs.
    await cell.getByText(INJECTION, { exact: false }).waitFor();
    expect(await cell.locator('.notification-body img').count()).toBe(0);
    expect(await member.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await cell.getByTestId('notification-unread-dot').waitFor();
    await screenshot(member.page, 'notifications-02-popup');

    // Mark all as read: the item moves to the Read tab.
    await popup.getByRole('button', { name: 'Mark all as read' }).click();
    await popup.getByRole('tab', { name: 'Read', exact: true }).click();
    const readCell = popup.getByTestId('notification-cell').filter({ hasText: 'Look at this' }).first();
    await readCell.waitFor();
    expect(await readCell.getAttribute('data-unread')).toBe('false');

    // Clicking the cell records the interaction and navigates to the artist.
    await readCell.getByRole('link').first().click();
    await member.page.waitForURL((url) => url.pathname === artistPath);
    // A notification that navigates closes the popup (feed-popover.tsx). Wait for that before opening it again: on a
    // loaded machine the next click on the bell could land while the popup was still open and close it instead.
    await popup.waitFor({ state: 'hidden' });

    // Archive from the Read tab; after a reload it is gone from All too.
    const popupAgain = await openBell(member.page);
    await popupAgain.getByRole('tab', { name: 'Read', exact: true }).click();
    const toArchive = popupAgain.getByTestId('notification-cell').filter({ hasText: 'Look at this' }).first();
    await toArchive.hover();
    await toArchive.getByRole('button', { name: 'Archive this notification' }).click();
    await expect.poll(() => popupAgain.getByTestId('notification-cell').filter({ hasText: 'Look at this' }).count()).toBe(0);
    // (Reloaded from home: a fresh load goes through the server's prerendering, which is not what is tested here.)
    await member.page.goto('/');
    const afterReload = await openBell(member.page);
    await afterReload.getByRole('tab', { name: 'All', exact: true }).click();
    await expect.poll(() => afterReload.getByText('Look at this', { exact: false }).count()).toBe(0);

    // A preference toggle is saved and survives a reload.
    await afterReload.getByRole('tab', { name: 'Settings' }).click();
    const toggle = afterReload.getByRole('switch', { name: 'Product updates: Email' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const saved = member.page.waitForResponse(
      (response) => response.url().includes('/preferences/') && response.request().method() === 'PUT',
    );
    await toggle.click();
    expect((await saved).ok()).toBe(true);
    await screenshot(member.page, 'notifications-03-settings');
    await member.page.reload();
    const settings = await openBell(member.page);
    await settings.getByRole('tab', { name: 'Settings' }).click();
    await expect.poll(() => settings.getByRole('switch', { name: 'Product updates: Email' }).getAttribute('aria-checked')).toBe('false');

    expect(member.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  test('lets a platform admin publish a guide banner that a member sees and dismisses', async () => {
    const admin = await newPage();
    await signIn(admin.page, 'platform-admin@creatorlens.test');
    await admin.page.goto('/admin/guides');
    await admin.page.getByRole('heading', { name: 'Guides and announcements', level: 1 }).waitFor();
    await admin.page.getByRole('button', { name: 'New guide' }).click();
    const form = admin.page.getByRole('form', { name: 'New guide' });
    await form.getByLabel('Key').fill('e2e-welcome');
    await form.getByLabel('Title').fill(GUIDE_TITLE);
    await form.getByLabel('Body (HTML, sanitised on save)').fill('<p>Take the <strong>two-minute</strong> tour.</p>');
    await form.getByLabel('Primary button text').fill('Start');
    await form.getByLabel('Primary button link').fill('/discovery');
    await screenshot(admin.page, 'notifications-04-admin-guide-form');
    await form.getByRole('button', { name: 'Save guide' }).click();
    await admin.page.getByTestId('admin-guides').getByText('e2e-welcome').waitFor();
    await screenshot(admin.page, 'notifications-05-admin-guides');

    const member = await newPage(390);
    await signIn(member.page, 'member@creatorlens.test');
    const banner = member.page.getByTestId('guide-banner');
    await banner.getByText(GUIDE_TITLE).waitFor();
    await screenshot(member.page, 'notifications-06-guide-banner-mobile');
    await openBell(member.page);
    await screenshot(member.page, 'notifications-07-popup-mobile');
    await member.page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await member.page.reload();
    await bell(member.page);
    await member.page.waitForTimeout(1000);
    expect(await member.page.getByTestId('guide-banner').count()).toBe(0);

    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
