import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openPage, signIn } from './support/session.ts';
import { mutate, query } from './support/trpc.ts';

/**
 * Issue 39: going from one artist page to the next (the main evaluation flow) left the new page's channel section
 * empty until a reload. Ten artists in a row through the header search, each with its name and a channel shown,
 * all in one page load; and the "In your organisation" section on a phone.
 */

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

interface Target {
  slug: string;
  name: string;
}

const SEARCH_TERMS = ['music', 'game', 'beauty', 'food', 'travel', 'fit', 'tech', 'art', 'life', 'news'];

/**
 * Ten artists with channels that the header search finds by their own name, each name unique among the artists it
 * finds, so choosing the option by name opens exactly that artist.
 */
async function findTargets(page: Page): Promise<Target[]> {
  const targets: Target[] = [];
  for (const term of SEARCH_TERMS) {
    const found = await query(page, 'shell.searchEverything', { q: term });
    for (const artist of found.artists) {
      if (targets.length === 10) return targets;
      if (artist.channelCount === 0 || targets.some((target) => target.slug === artist.slug || target.name === artist.name)) continue;
      const byName = await query(page, 'shell.searchEverything', { q: artist.name });
      const sameName = byName.artists.filter((candidate) => candidate.name === artist.name);
      if (sameName.length === 1 && sameName[0]!.slug === artist.slug) targets.push({ slug: artist.slug, name: artist.name });
    }
  }
  if (targets.length < 10) throw new Error(`only ${targets.length} artists with a unique name found through the header search`);
  return targets;
}

/** Chooses the artist in the header search popup's Artists group and waits until the URL names it. */
async function openThroughHeaderSearch(page: Page, target: Target): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search channels, artists and lists' });
  await box.fill(target.name);
  const artists = page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Artists' });
  await artists.getByRole('option').filter({ hasText: target.name }).first().click();
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/${target.slug}`);
}

/** The page shows this artist (the router changes the URL before it swaps the page) with a channel on screen. */
async function expectArtistShown(page: Page, target: Target): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(target.name);
  const channels = page.locator('section[aria-labelledby="artist-channels"]');
  await channels.getByTestId('channel-card-identity').first().waitFor({ timeout: 15_000 });
  expect(await channels.getByRole('tabpanel').count()).toBe(1);
  expect(await channels.getByText('This artist has no channels yet.').count()).toBe(0);
}

test.describe('artist to artist', () => {
  test('opens ten artists in a row through the header search, each with its name and channels, without a reload', async () => {
    const { page, errors } = await openPage(browser, { width: 1360 });
    await signIn(page, 'org-admin@creatorlens.test');
    const targets = await findTargets(page);

    await page.goto(`/${targets[0]!.slug}`);
    await expectArtistShown(page, targets[0]!);
    // A full page load would lose this marker: every later artist must arrive by client-side navigation.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const isSameDocument = () => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

    for (const target of targets.slice(1)) {
      await openThroughHeaderSearch(page, target);
      await expectArtistShown(page, target);
      expect(await isSameDocument()).toBe(true);
    }
    await screenshot(page, 'artist-navigation-01-tenth-artist');
    expect(errors).toEqual([]);
  });

  test('lists the campaigns an artist is in, with the column and a link to the board, on a 390 px phone', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, 'org-admin@creatorlens.test');
    const [target] = await findTargets(page);
    const artist = await query(page, 'artist.getArtistBySlug', { slug: target!.slug });
    const campaign = await mutate(page, 'campaign.createCampaign', { name: 'Issue 39 Kampagne', columns: ['Angefragt'] });
    try {
      await mutate(page, 'campaign.addChannels', { campaignId: campaign.id, channelIds: [artist.channels[0]!.id] });
      await page.goto(`/${target!.slug}`);
      const section = page.getByTestId('artist-memberships');
      await section.getByRole('heading', { name: 'In your organisation' }).waitFor();
      const campaigns = section.getByTestId('artist-memberships-campaigns');
      const link = campaigns.getByRole('link', { name: 'Open the board of Issue 39 Kampagne' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/campaign/${campaign.id}`);
      await campaigns
        .getByText(/Angefragt/)
        .first()
        .waitFor();
      // Nothing of the page runs off a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'artist-navigation-02-memberships-390');
      await link.click();
      await page.waitForURL((url) => url.pathname === `/campaign/${campaign.id}`);
    } finally {
      // The journeys share the demo organisation: leave its campaign list as it was.
      await mutate(page, 'campaign.deleteCampaign', { id: campaign.id });
    }
    expect(errors).toEqual([]);
  });
});
