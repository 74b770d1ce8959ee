import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { baseUrl } from './support/session.ts';

const PASSWORD = 'creatorlens-demo';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  return { page, errors: watchForErrors(page) };
}

test.describe('foundation journey', () => {
  test('signs up, lands in an own organisation with a trial, and signs out', async () => {
    const { page, errors } = await newPage();
    await page.goto('/sign-up');
    await screenshot(page, '01-sign-up');
    await page.getByLabel('Full name').fill('Jana Journey');
    await page.getByLabel('Email').fill(`jana-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('journey-password');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByText("Jana Journey's workspace").first().waitFor();
    await page.getByText('Trial', { exact: true }).first().waitFor();
    await screenshot(page, '02-home-after-sign-up');
    await signOut(page);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  test('signs in, returns to returnTo, switches organisation, opens an artist page and signs out', async () => {
    const { page, errors } = await newPage();
    // Visitors get the public artist page; its "Sign in" link carries the page back as returnTo.
    await page.goto('/mrbeast');
    await page
      .getByRole('heading', { name: /MrBeast/i })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Fmrbeast|\/sign-in\?returnTo=\/mrbeast/);
    await screenshot(page, '03-sign-in');
    await page.getByLabel('Email').fill('two-orgs@creatorlens.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${baseUrl}/mrbeast`);
    await page
      .getByRole('heading', { name: /MrBeast/i })
      .first()
      .waitFor();
    await screenshot(page, '04-artist-page');

    await page.goto('/');
    await page.getByText('Kessel Brands GmbH').first().waitFor();
    await screenshot(page, '05-home-two-organisations');
    await switchTo(page, 'Kessel Brands GmbH');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Switch organisation' }).filter({ hasText: 'Kessel Brands GmbH' }).waitFor();
    await screenshot(page, '06-after-switch');

    await signOut(page);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await screenshot(page, '07-signed-out');
    expect(errors).toEqual([]);
  });
});

async function switchTo(page: Page, organization: string): Promise<void> {
  await page.getByRole('button', { name: 'Switch organisation' }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(organization) }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
