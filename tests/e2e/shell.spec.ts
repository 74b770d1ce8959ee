import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn, baseUrl } from './support/session.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { query } from './support/trpc.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

const newPage = (width = 1360, height = 900) => openPage(browser, { width, height });

/**
 * Opens an artist page through the header search popup with the keyboard only, and waits until that artist's page is
 * shown: the router changes the URL before it swaps the page, so the h1 alone may still be the previous page's.
 */
async function openThroughSearch(page: Page, text: string, artistName: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search channels, artists and lists' });
  const before = page.url();
  await box.fill(text);
  const results = page.getByRole('listbox', { name: 'Search results' });
  // The show-more option is there at once; wait for real results before choosing the first one.
  await results.getByText('Channels', { exact: true }).waitFor();
  await expect.poll(() => results.getByRole('option', { selected: true }).count()).toBe(1);
  await box.press('Enter');
  await expect.poll(() => page.url()).not.toBe(before);
  expect(new URL(page.url()).pathname.startsWith('/discovery')).toBe(false);
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('[aria-current="page"]').filter({ hasText: artistName }).waitFor();
}

test.describe('application shell', () => {
  test('searches from the header, records recent channels in the sidebar with show more, and builds breadcrumbs', async () => {
    const { page, errors } = await newPage();
    await signIn(page);
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByText('Channels you open appear here.').waitFor();

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await openThroughSearch(page, 'mrbeast', /MrBeast/);
    await openThroughSearch(page, 'selena', /Selena/i);
    // The page records the channel it shows in an effect after it renders: wait for it before counting. Opening an
    // artist records one entry, however many channels the artist has (issue 21).
    const readRecentTotal = () =>
      page.evaluate(() => (JSON.parse(window.localStorage.getItem('sidebar-recent-channels') ?? '[]') as string[]).length);
    await expect.poll(readRecentTotal).toBe(2);
    // Two more artists (other than the two above), opened by their address, so the list has more than 3 rows.
    const creators = (await query(page, 'discovery.searchCreators', { platform: 'youtube', pageSize: 10 })).items;
    const others = creators.filter((creator) => !/mrbeast|selena/i.test(creator.artistSlug)).slice(0, 2);
    for (const [index, creator] of others.entries()) {
      await page.goto(`/${creator.artistSlug}`);
      await expect.poll(readRecentTotal).toBe(3 + index);
    }
    const total = await readRecentTotal();
    expect(total).toBe(4);
    await screenshot(page, 'shell-01-artist-with-recent');

    const recent = sidebar.getByRole('list', { name: 'Recent channels' });
    await expect.poll(() => recent.getByRole('listitem').count()).toBe(3);
    // Other sidebar sections have their own show more.
    const recentSection = sidebar.getByRole('region', { name: 'Recent channels' });
    const more = recentSection.getByRole('button', { name: `Show ${total - 3} more` });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await expect.poll(() => recent.getByRole('listitem').count()).toBe(total);
    await recentSection.getByRole('button', { name: 'Show less' }).click();
    await expect.poll(() => recent.getByRole('listitem').count()).toBe(3);

    // Breadcrumbs follow the route tree and link back up.
    await page.goto('/discovery/content');
    await crumbs.getByRole('link', { name: 'Discovery' }).waitFor();
    await crumbs.locator('[aria-current="page"]').filter({ hasText: 'Content' }).waitFor();
    await crumbs.getByRole('link', { name: 'Discovery' }).click();
    await page.waitForURL(`${baseUrl}/discovery`);

    // The show-more link carries the text into the full channel search.
    const box = page.getByRole('combobox', { name: 'Search channels, artists and lists' });
    await box.fill('mrbe');
    // "All channels matching" sits below the results, so it moves down when they arrive: click it once they are there.
    // Clicked before, a loaded machine could move a result under the pointer between Playwright's check and the click.
    await page
      .getByRole('option', { name: /MrBeast/i })
      .first()
      .waitFor();
    await page.getByRole('option', { name: /All channels matching/ }).click();
    await page.waitForURL(/\/discovery\/channel\?q=mrbe/);
    expect(await page.getByRole('main').getByRole('combobox', { name: 'Search channels', exact: true }).inputValue()).toBe('mrbe');

    // The sidebar collapses and comes back; the toggle says which state it is in.
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await sidebar.waitFor();
    expect(errors).toEqual([]);
  });

  test('keeps one frame, and one notification socket, while moving between home, an artist page and the charts', async () => {
    const { page, errors } = await newPage();
    let sockets = 0;
    page.on('websocket', () => (sockets += 1));
    await signIn(page);
    await expect.poll(() => page.getByTestId('notification-bell').isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => sockets, { timeout: 15_000 }).toBe(1);
    // The frame's elements are the same nodes after each move: the frame stayed mounted.
    await page.evaluate(() => Object.assign(window, { __frame: document.getElementById('app-sidebar') }));
    const isSameFrame = () => page.evaluate(() => document.getElementById('app-sidebar') === (window as { __frame?: Element }).__frame);

    await openThroughSearch(page, 'mrbeast', /MrBeast/);
    expect(await isSameFrame()).toBe(true);
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Charts', exact: true }).click();
    await page.waitForURL(`${baseUrl}/charts`);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Charts', { exact: true }).waitFor();
    expect(await isSameFrame()).toBe(true);
    await sidebar.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await isSameFrame()).toBe(true);
    expect(sockets).toBe(1);
    expect(errors).toEqual([]);
  });

  test('opens the sidebar as a drawer on a phone and closes it on navigation', async () => {
    const { page, errors } = await newPage(390, 844);
    await signIn(page, 'org-admin@creatorlens.test');
    await screenshot(page, 'shell-02-mobile-home');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sidebar' });
    await drawer.waitFor();
    await screenshot(page, 'shell-03-mobile-drawer');
    await drawer.getByRole('link', { name: 'Charts' }).click();
    await page.waitForURL(`${baseUrl}/charts`);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('signs a guest out and returns to / when the guest time is up', async () => {
    const { page, errors } = await newPage();
    // The server's own refusal of expired guests is covered by guest.int.test.ts; here the browser is told the
    // session ends in 3 seconds, the way the server would answer near the end of a guest session.
    await page.route(/\/api\/trpc\/[^?]*user\.getGuestExpiration/, async (route) => {
      const response = await route.fetch();
      const procedures = decodeURIComponent(new URL(route.request().url()).pathname.replace('/api/trpc/', '')).split(',');
      const soon = { result: { data: { epochMillis: Date.now() + 3000 } } };
      const answer = (await response.json()) as unknown;
      const body = Array.isArray(answer)
        ? answer.map((entry, index) => (procedures[index] === 'user.getGuestExpiration' ? soon : entry))
        : soon;
      await route.fulfill({ response, body: JSON.stringify(body) });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Try as guest' }).first().click();
    await page.getByText('You are exploring as a guest.').waitFor();
    await page.getByRole('timer').first().waitFor();
    await page.getByRole('button', { name: 'Try as guest' }).first().waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });
});
