import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn } from './support/session.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { mutate } from './support/trpc.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

const campaignNames = (page: Page) => page.locator('[data-list-item="campaign"] a').allInnerTexts();

/** Lists used to poll every 15 s; a change must now show well before that. */
const REALTIME_TIMEOUT_MS = 5_000;

test.describe('lists update live across tabs of the same organisation', () => {
  test("shows a teammate's campaign rename in the sidebar without a reload", async () => {
    const admin = await openPage(browser, { width: 1280, height: 900 });
    const teammate = await openPage(browser, { width: 1280, height: 900 });
    await signIn(admin.page, 'org-admin@creatorlens.test');
    await signIn(teammate.page, 'member@creatorlens.test');
    await admin.page.locator('[data-list-item="campaign"]').first().waitFor();
    await teammate.page.locator('[data-list-item="campaign"]').first().waitFor();
    const [first] = await campaignNames(admin.page);
    expect((await campaignNames(teammate.page))[0]).toBe(first);
    // The teammate's tab holds its notification socket open (the bell's module has loaded) before the change happens.
    await expect.poll(() => teammate.page.getByRole('button', { name: /^Notifications/ }).isEnabled()).toBe(true);
    await teammate.page.waitForTimeout(1_500);
    let reloads = 0;
    teammate.page.on('framenavigated', () => (reloads += 1));

    const renamed = `${first} (live)`;
    const item = admin.page.locator('[data-list-item="campaign"]').first();
    await item.hover();
    await admin.page.getByRole('button', { name: `Actions for ${first}` }).click();
    await admin.page.getByRole('menuitem', { name: 'Rename' }).click();
    await admin.page.getByRole('textbox', { name: `New name for ${first}` }).fill(renamed);
    await admin.page.getByRole('textbox', { name: `New name for ${first}` }).press('Enter');

    await expect.poll(() => campaignNames(teammate.page).then((names) => names[0]), { timeout: REALTIME_TIMEOUT_MS }).toBe(renamed);
    expect(reloads).toBe(0);
    await screenshot(teammate.page, 'lists-realtime-01-teammate-desktop');

    // On a phone the drawer shows the same live list.
    const phone = await openPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, 'member@creatorlens.test');
    await phone.page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = phone.page.getByRole('dialog', { name: 'Sidebar' });
    await drawer.waitFor();
    await phone.page.waitForTimeout(1_000);
    const id = await item.getAttribute('data-item-id');
    await mutate(admin.page, 'campaign.updateCampaign', { id: id!, data: { name: first! } });
    await expect
      .poll(() => drawer.locator('[data-list-item="campaign"] a').first().innerText(), { timeout: REALTIME_TIMEOUT_MS })
      .toBe(first);
    await expect.poll(() => campaignNames(teammate.page).then((names) => names[0]), { timeout: REALTIME_TIMEOUT_MS }).toBe(first);
    await screenshot(phone.page, 'lists-realtime-02-teammate-mobile-drawer');

    expect([...admin.errors, ...teammate.errors, ...phone.errors]).toEqual([]);
    await Promise.all([admin.page.context().close(), teammate.page.context().close(), phone.page.context().close()]);
  });
});
