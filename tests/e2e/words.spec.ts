import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { catalogues, type Locale } from '@creatorlens/i18n';
import { launchBrowser } from './support/browser.ts';
import { baseUrl, openPage as openSessionPage } from './support/session.ts';

// Issue 21, item 12 ("Words"): greetings, plural counts, the coupon card's labels and the terms link, in en and de.
let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

const openPage = (locale: Locale): Promise<{ page: Page; errors: string[] }> =>
  openSessionPage(browser, { locale: locale === 'de' ? 'de-DE' : 'en-US', colorScheme: 'light', width: 1366, height: 900 });

/** Screenshots of this journey go to the system's temporary folder: they are for looking at, not for the repository. */
const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `words-${name}.png`), fullPage: true });

const EXPECTED = {
  en: { greeting: (name: string) => `Welcome, ${name}`, seats: '1 member and 0 pending invitations', terms: 'terms of service' },
  de: { greeting: (name: string) => `Willkommen, ${name}`, seats: '1 Mitglied und 0 offene Einladungen', terms: 'Nutzungsbedingungen' },
} as const;

for (const locale of ['en', 'de'] as const) {
  const text = catalogues[locale];
  const expected = EXPECTED[locale];

  test.describe(`words (${locale})`, () => {
    test('links the terms and the privacy policy on sign-up, greets a new account with "Welcome" and counts one member in the singular', async () => {
      const { page, errors } = await openPage(locale);
      const name = locale === 'de' ? 'Wanda Wort' : 'Walt Word';
      await page.goto('/sign-up');
      const terms = page.getByRole('link', { name: expected.terms, exact: true });
      await terms.waitFor();
      expect(await terms.getAttribute('href')).toBe('/terms');
      const privacy = page.getByRole('link', { name: locale === 'de' ? 'Datenschutzerklärung' : 'privacy policy', exact: true });
      expect(await privacy.getAttribute('href')).toBe('/privacy');

      await page.getByLabel(text.Auth.name).fill(name);
      await page.getByLabel(text.Auth.email).fill(`words-${locale}-${Date.now()}@example.test`);
      await page.getByLabel(text.Auth.password, { exact: true }).fill('words-password-1');
      await page.getByRole('button', { name: text.Auth['create-account'] }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: expected.greeting(name), exact: true }).waitFor();
      await shot(page, `${locale}-home`);

      await page.goto('/workspace/members');
      await page.getByText(expected.seats, { exact: true }).waitFor();
      expect(errors).toEqual([]);
    });

    test('keeps every coupon label apart from its value', async () => {
      const { page, errors } = await openPage(locale);
      await page.goto('/coupons');
      await page.getByRole('heading', { name: text.Coupons.title, level: 1 }).waitFor();
      const card = page
        .locator('main ul li')
        .filter({ has: page.locator('dt', { hasText: text.Coupons.terms }) })
        .first();
      await card.waitFor();
      await card.screenshot({ path: join(tmpdir(), `words-${locale}-coupon-card.png`) });
      for (const label of [text.Coupons.validity, text.Coupons.terms]) {
        const term = card.locator('dt', { hasText: label });
        const termBox = await term.boundingBox();
        const valueBox = await term.locator('xpath=following-sibling::dd[1]').boundingBox();
        // The label ends before its value starts, with a gap, on the same line ("Bedingungen" never touches the text).
        expect(termBox!.x + termBox!.width + 8).toBeLessThanOrEqual(valueBox!.x);
        expect(Math.abs(termBox!.y - valueBox!.y)).toBeLessThan(4);
      }
      expect(errors).toEqual([]);
    });
  });
}
