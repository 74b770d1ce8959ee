import type { Browser, Locator, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn, baseUrl } from './support/session.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { query, mutate } from './support/trpc.ts';
import { liftOnto } from './support/drag.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

/** A 2x2 PNG: the journey needs a picture that loads, not a particular one. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPwd3sKRAwQCgAnDgXpGMvyuAAAAABJRU5ErkJggg==';

const newPage = (width = 1360, height = 900) => openPage(browser, { width, height });

const sidebarItem = (page: Page, kind: 'campaign' | 'watchlist' | 'tag', name: string): Locator =>
  page.locator(`[data-list-item="${kind}"]`).filter({ has: page.getByRole('link', { name, exact: false }) });

const sidebarNames = (page: Page, kind: 'campaign' | 'watchlist' | 'tag') => page.locator(`[data-list-item="${kind}"] a`).allInnerTexts();

/** Records every drag state an item passes through (the error ring lasts only 100 ms). */
async function recordDragStates(item: Locator): Promise<() => Promise<string[]>> {
  await item.evaluate((element) => {
    const states: string[] = [];
    (window as unknown as { __dragStates: string[] }).__dragStates = states;
    new MutationObserver(() => states.push(element.getAttribute('data-drag-state') ?? '')).observe(element, {
      attributes: true,
      attributeFilter: ['data-drag-state'],
    });
  });
  return () => item.page().evaluate(() => (window as unknown as { __dragStates: string[] }).__dragStates);
}

async function dropOnEdge(page: Page, source: Locator, target: Locator, edge: 'top' | 'bottom') {
  const box = (await target.boundingBox())!;
  // Draggable once its effect has run (see dead-ends.spec.ts).
  await expect.poll(() => source.getAttribute('draggable')).toBe('true');
  await source.dragTo(target, { targetPosition: { x: box.width / 2, y: edge === 'top' ? 3 : box.height - 3 } });
}

test.describe('campaigns, watchlists and tags', () => {
  test('drags a channel onto a campaign and onto a tag, and shows the board', async () => {
    const { page, errors } = await newPage();
    await signIn(page);
    const watchlists = await query(page, 'watchlist.listWatchlists');
    const favourites = watchlists.find((item) => item.name === 'Instagram favourites')!;
    await page.goto(`/watchlist/${favourites.id}`);
    const row = page.locator('tr[data-channel-id]').first();
    await row.waitFor();
    const channelId = (await row.getAttribute('data-channel-id'))!;
    await screenshot(page, 'lists-01-watchlist');

    const campaign = sidebarItem(page, 'campaign', 'Winter Capsule 2027');
    // Draggable once its effect has run (see dead-ends.spec.ts).
    await expect.poll(() => row.getAttribute('draggable')).toBe('true');
    await row.dragTo(campaign);
    await page.getByText('1 channel added to Winter Capsule 2027.', { exact: true }).waitFor();

    const tag = sidebarItem(page, 'tag', 'Negotiating');
    await row.dragTo(tag);
    await page.getByText('1 channel added to Negotiating.', { exact: true }).waitFor();
    const tagged = await query(page, 'tag.getTag', { id: (await tag.getAttribute('data-item-id'))! });
    expect(tagged.channels.map((channel) => channel.channelId)).toContain(channelId);

    await campaign.getByRole('link').click();
    await page.waitForURL(/\/campaign\//);
    await page.locator(`[data-card-id][data-channel-id="${channelId}"]`).waitFor();
    await screenshot(page, 'lists-02-board');
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.getByTestId('budget-total').first().waitFor();
    await screenshot(page, 'lists-03-board-table');
    // The server is shared with other journeys: leave the demo lists as they were.
    await mutate(page, 'campaign.removeChannel', { campaignId: (await campaign.getAttribute('data-item-id'))!, channelId });
    await mutate(page, 'tag.removeChannel', { tagId: (await tag.getAttribute('data-item-id'))!, channelId });
    expect(errors).toEqual([]);
  });

  test('drags a channel by its picture, not the picture itself', async () => {
    const { page, errors } = await newPage();
    // The seed carries no avatars (its sources have none): give the list's channels one picture, as the connectors do.
    await page.route(/watchlist\.getWatchlist/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll('"avatarUrl":null', `"avatarUrl":"${PICTURE}"`) });
    });
    await signIn(page);
    const watchlists = await query(page, 'watchlist.listWatchlists');
    const favourites = watchlists.find((item) => item.name === 'Instagram favourites')!;
    await page.goto(`/watchlist/${favourites.id}`);
    const row = page.locator('tr[data-channel-id]').first();
    const picture = row.locator('img');
    await picture.waitFor();
    const channelId = (await row.getAttribute('data-channel-id'))!;
    await expect.poll(() => row.getAttribute('draggable')).toBe('true');
    const tag = sidebarItem(page, 'tag', 'Negotiating');
    await picture.dragTo(tag);
    await page.getByText('1 channel added to Negotiating.', { exact: true }).waitFor();
    await mutate(page, 'tag.removeChannel', { tagId: (await tag.getAttribute('data-item-id'))!, channelId });
    expect(errors).toEqual([]);
  });

  test('refuses a drop on a manual watchlist at its licence limit with the error ring', async () => {
    const { page, errors } = await newPage();
    // A new account gets its own organisation with a trial licence: 25 channels per manual watchlist.
    const email = `limit-${Date.now()}@creatorlens.test`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Lena Limit', email, password: 'a-good-password' },
      headers: { origin: baseUrl },
    });
    expect(signUp.ok()).toBe(true);
    const full = await mutate(page, 'watchlist.createWatchlist', { name: 'Full list', type: 'manual' });
    if (full.maxChannels === null) throw new Error('a manual watchlist under a trial licence should have a channel limit');
    const creators = await query(page, 'discovery.searchCreators', { platform: 'youtube', pageSize: 30 });
    await mutate(page, 'watchlist.addChannels', {
      watchlistId: full.id,
      channelIds: creators.items.slice(0, full.maxChannels).map((item) => item.id),
    });
    const source = await mutate(page, 'watchlist.createWatchlist', { name: 'Source list', type: 'manual' });
    await mutate(page, 'watchlist.addChannels', { watchlistId: source.id, channelIds: [creators.items[full.maxChannels]!.id] });

    await page.goto(`/watchlist/${source.id}`);
    const row = page.locator('tr[data-channel-id]').first();
    await row.waitFor();
    const target = sidebarItem(page, 'watchlist', 'Full list');
    await expect.poll(() => target.getByTestId('watchlist-counter').innerText()).toBe(`${full.maxChannels} / ${full.maxChannels}`);
    const states = await recordDragStates(target);
    await expect.poll(() => row.getAttribute('draggable')).toBe('true');
    // Drag the way a person does: lift the row, move onto the full list in steps, see it react, then let go (it refuses
    // on the drop). One jump-and-drop (dragTo) left the list no drag state at all in pass 2 of a ten-run loop at load 16.
    await liftOnto(page, row, target);
    await page.mouse.up();
    await expect.poll(states).toContain('error');
    await expect.poll(() => target.getAttribute('data-drag-state')).toBe('idle');
    await page.getByText(`Full list is full (${full.maxChannels} / ${full.maxChannels}).`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  test('reorders campaigns by the top and the bottom edge, renames inline and deletes with and without confirmation', async () => {
    const { page, errors } = await newPage();
    await signIn(page, 'org-admin@creatorlens.test');
    await page.locator('[data-list-item="campaign"]').first().waitFor();
    const [first, second, third] = await sidebarNames(page, 'campaign');

    await dropOnEdge(page, sidebarItem(page, 'campaign', third!), sidebarItem(page, 'campaign', first!), 'top');
    await expect.poll(() => sidebarNames(page, 'campaign').then((names) => names.slice(0, 3))).toEqual([third, first, second]);
    await dropOnEdge(page, sidebarItem(page, 'campaign', third!), sidebarItem(page, 'campaign', second!), 'bottom');
    await expect.poll(() => sidebarNames(page, 'campaign').then((names) => names.slice(0, 3))).toEqual([first, second, third]);
    const stored = await query(page, 'campaign.listCampaigns');
    expect(stored.slice(0, 3).map((campaign) => campaign.name)).toEqual([first, second, third]);

    // Rename: a blank name saves nothing (Escape cancels too); Enter submits.
    const renamed = `${first} (renamed)`;
    await sidebarItem(page, 'campaign', first!).hover();
    await page.getByRole('button', { name: `Actions for ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const input = page.getByRole('textbox', { name: `New name for ${first}` });
    await input.fill('   ');
    await input.press('Enter');
    await expect.poll(() => sidebarNames(page, 'campaign').then((names) => names[0])).toBe(first);
    await page.getByRole('button', { name: `Actions for ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('textbox', { name: `New name for ${first}` }).fill(renamed);
    await page.getByRole('textbox', { name: `New name for ${first}` }).press('Enter');
    await expect.poll(() => sidebarNames(page, 'campaign').then((names) => names[0])).toBe(renamed);

    await mutate(page, 'campaign.updateCampaign', {
      id: (await sidebarItem(page, 'campaign', renamed).getAttribute('data-item-id'))!,
      data: { name: first },
    });

    // Delete with confirmation: a tag still in use warns first.
    const inUse = await mutate(page, 'tag.createTag', { name: 'In use', color: 'warning' });
    const creators = await query(page, 'discovery.searchCreators', { platform: 'instagram', pageSize: 1 });
    await mutate(page, 'tag.addChannels', { tagId: inUse.id, channelIds: [creators.items[0]!.id] });
    await page.reload();
    await page
      .getByRole('button', { name: /Show \d+ more/ })
      .last()
      .click();
    await page.getByRole('button', { name: 'Actions for In use' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Still in use: 1 channel carries this tag.').waitFor();
    await screenshot(page, 'lists-04-delete-confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => sidebarNames(page, 'tag')).not.toContain('In use');

    // Shift skips the dialog for an item that is not in use.
    await mutate(page, 'tag.createTag', { name: 'Shift me', color: 'sky' });
    await page.reload();
    await page
      .getByRole('button', { name: /Show \d+ more/ })
      .last()
      .click();
    await page.getByRole('button', { name: 'Actions for Shift me' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click({ modifiers: ['Shift'] });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => sidebarNames(page, 'tag')).not.toContain('Shift me');
    expect(errors).toEqual([]);
  });

  test('shows the campaign list with statuses on desktop and mobile', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await newPage(width);
      await signIn(page);
      await page.goto('/campaign');
      await page.locator('[data-campaign-status]').first().waitFor();
      const statuses = await page
        .locator('[data-campaign-status]')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-campaign-status')));
      expect(new Set(statuses)).toEqual(new Set(['draft', 'ready', 'active-finite', 'ended']));
      await screenshot(page, `lists-05-campaigns-${width}`);
      await page.goto('/tag');
      await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
      await screenshot(page, `lists-06-tags-${width}`);
      expect(errors).toEqual([]);
    }
  });
});
