import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn } from './support/session.ts';
import { launchBrowser, screenshot } from './support/browser.ts';

const FIELD = 'Deal stage (e2e)';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

const newPage = (width = 1280, height = 900) => openPage(browser, { width, height });

/** The seeded artist the discovery journey opens too, found the way a person would. */
async function openArtist(page: Page): Promise<string> {
  await page.goto('/discovery/channel');
  const box = page.getByRole('combobox', { name: 'Search channels', exact: true });
  await box.fill('mrbeast');
  await page.getByRole('option').first().waitFor();
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/discovery'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return new URL(page.url()).pathname;
}

test.describe('collaboration journeys', () => {
  test('creates a select field, sets it on an artist, mentions a colleague and finds the comment in the workspace', async () => {
    const { page, errors } = await newPage();
    await signIn(page, 'org-admin@creatorlens.test');

    await page.goto('/workspace/crm');
    await page.getByRole('heading', { name: 'CRM fields' }).first().waitFor();
    await page.getByRole('button', { name: 'Add field' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(FIELD);
    await dialog.getByLabel('Type').selectOption('select');
    await dialog.getByLabel('Option 1', { exact: true }).fill('Open');
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await dialog.getByLabel('Option 2', { exact: true }).fill('Won');
    await dialog.getByRole('button', { name: 'Create field' }).click();
    await dialog.waitFor({ state: 'detached' });
    const fields = page.getByRole('list', { name: 'CRM fields' });
    await fields.getByText(FIELD).waitFor();
    // Keyboard-accessible reordering: move the new field to the top.
    const moveUp = page.getByRole('button', { name: `Move ${FIELD} up` });
    const position = async () => (await fields.locator(':scope > li').allTextContents()).findIndex((text) => text.includes(FIELD));
    for (let at = await position(); at > 0; at -= 1) {
      await moveUp.click();
      await expect.poll(position).toBe(at - 1);
    }
    await expect.poll(() => moveUp.isDisabled()).toBe(true);
    await screenshot(page, 'collaboration-01-crm-fields');

    const artistPath = await openArtist(page);
    const notes = page.locator('section[aria-labelledby="artist-notes"]');
    await notes.scrollIntoViewIfNeeded();
    const select = notes.getByLabel(FIELD);
    await select.selectOption('Won');
    // "Saving…" ends when the server has the value: one request, which on a loaded machine can take more than the
    // poll's default second.
    await expect.poll(() => notes.getByText('Saving…').count(), { timeout: 15_000 }).toBe(0);
    // A value the field type refuses is not saved and says why, next to the field.
    const rate = notes.getByLabel('Rate per post (EUR)');
    await rate.fill('a lot');
    await rate.press('Enter');
    await notes.getByRole('alert').filter({ hasText: 'Enter a number such as 1,250 or 99.50.' }).waitFor();
    await rate.fill('1250');
    await rate.press('Enter');
    await expect.poll(() => notes.getByRole('alert').count()).toBe(0);

    const composer = notes.getByRole('combobox', { name: 'Write a comment' });
    await composer.click();
    await composer.pressSequentially('Rates agreed, @Mia');
    const suggestions = notes.getByRole('listbox', { name: 'People to mention' });
    await suggestions.getByRole('option', { name: 'Mia Mitglied' }).waitFor();
    // Keyboard only: move through the suggestions until Mia is the active one (other members may be listed too).
    const mia = suggestions.getByRole('option', { name: 'Mia Mitglied', selected: true });
    for (let step = 0; step < 8 && (await mia.count()) === 0; step += 1) await composer.press('ArrowDown');
    await mia.waitFor();
    await composer.press('Enter');
    await composer.pressSequentially('please send the contract <b>today</b>');
    await expect.poll(() => composer.inputValue()).toBe('Rates agreed, @Mia Mitglied please send the contract <b>today</b>');
    await notes.getByRole('button', { name: 'Comment', exact: true }).click();
    const posted = notes.getByRole('article', { name: 'Comment by ole' }).first();
    await posted.getByText('@Mia Mitglied').waitFor();
    // Markup typed into a comment is shown as text, never interpreted.
    await posted.getByText('please send the contract <b>today</b>').waitFor();
    expect(await notes.locator('b').count()).toBe(0);
    await screenshot(page, 'collaboration-02-artist-notes');

    // The value survives a reload: it was stored, not only shown optimistically.
    await page.goto(artistPath);
    const reloaded = page.locator('section[aria-labelledby="artist-notes"]');
    await expect.poll(() => reloaded.getByLabel(FIELD).inputValue()).toBe('Won');
    expect(await reloaded.getByLabel('Rate per post (EUR)').inputValue()).toBe('1,250');

    await page.goto('/workspace/comments');
    await page.getByRole('heading', { name: 'Comments' }).first().waitFor();
    const list = page.getByRole('list', { name: 'Comments' });
    const item = list.getByRole('article').filter({ hasText: 'please send the contract' }).first();
    await item.getByText('@Mia Mitglied').waitFor();
    await item.getByRole('link').first().waitFor();
    expect(await item.getByRole('link').first().getAttribute('href')).toBe(artistPath);
    await page.getByLabel('Search text').fill('contract');
    // The search answers from the server: give it a loaded machine's time (read batches took 1-1.8 s at load 7-10).
    await expect.poll(() => list.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'collaboration-03-workspace-comments');
    expect(errors).toEqual([]);
  });

  test('shows the mentioned member the comment under "Mentions me", and the pages fit a phone', async () => {
    const { page, errors } = await newPage(390);
    await signIn(page, 'member@creatorlens.test');
    await page.goto('/workspace/comments');
    await page.getByLabel('Mentions me').check();
    const list = page.getByRole('list', { name: 'Comments' });
    await list.getByRole('article').filter({ hasText: 'please send the contract' }).first().waitFor();
    await screenshot(page, 'collaboration-04-mentions-me-mobile');

    await page.goto('/workspace/crm');
    await page.getByText('Only organisation admins can change the fields.').waitFor();
    expect(await page.getByRole('button', { name: 'Add field' }).count()).toBe(0);
    await screenshot(page, 'collaboration-05-crm-fields-member-mobile');

    await openArtist(page);
    const notes = page.locator('section[aria-labelledby="artist-notes"]');
    await notes.getByLabel(FIELD).waitFor();
    await notes.scrollIntoViewIfNeeded();
    await screenshot(page, 'collaboration-06-artist-notes-mobile');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
