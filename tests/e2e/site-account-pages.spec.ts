import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { baseUrl, openPage } from './support/session.ts';

// Split from site.spec.ts: the visitor's sign-in and sign-up (issue 21), at 1280 and on a phone in German.
let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

async function acceptConsent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Only necessary' }).click();
}

// A visitor's sign-in and sign-up pages, drawn by the site's own entry (apps/web/src/site/site-auth-pages.tsx).
test.describe("the site's account pages", () => {
  test("draws a visitor's sign-in and sign-up with the site's own entry: no app modules, errors in words, in German too", async () => {
    const { page, errors } = await openPage(browser, { width: 1280 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/sign-in');
    await acceptConsent(page);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // better-auth's code in words (the site's translator reads the nested Auth.errors keys), never the raw key.
    await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }).waitFor();
    await screenshot(page, 'site-sign-in-refused');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${baseUrl}/sign-up`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByText('Please enter your name.').waitFor();
    expect(await page.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe('/terms');
    // Neither page loaded the app: its core chunk (router, data layer, shell) and the better-auth client stay away.
    expect(scripts.filter((path) => /app-core|auth-client/.test(path))).toEqual([]);

    const german = await openPage(browser, { width: 390, height: 844, locale: 'de-DE', colorScheme: 'dark' });
    await german.page.goto('/sign-up');
    await german.page.getByRole('button', { name: 'Nur notwendige' }).click();
    await german.page.getByRole('heading', { name: 'Konto erstellen' }).waitFor();
    expect(await german.page.title()).toBe('Registrieren · Creatorlens');
    await german.page.getByRole('main').getByRole('link', { name: 'Anmelden', exact: true }).click();
    await german.page.getByLabel('E-Mail').waitFor();
    await screenshot(german.page, 'site-sign-in-de-phone-dark');
    await german.page.getByRole('button', { name: 'Als Gast testen' }).click();
    await german.page.waitForURL(`${baseUrl}/`);
    await german.page.getByText('Sie sind als Gast unterwegs.').waitFor();
    expect(errors).toEqual([]);
    expect(german.errors).toEqual([]);
  });
});
