import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { baseUrl, openPage } from './support/session.ts';

// The blog (issue 40): from the landing page's footer to the list and into a post, in English and German, at a
// desktop (1366) and a phone (390) width. The blog's pages are the server's own HTML, outside the web app.
let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

const STRINGS = {
  en: {
    consent: 'Only necessary',
    firstTitle: 'Why every figure carries its date',
    firstDate: 'November 23, 2026',
    author: 'by Creatorlens team',
    allPosts: '← All posts',
    back: 'Back to Creatorlens',
    landing: 'Find the right creators. Prove what works.',
  },
  de: {
    consent: 'Nur notwendige',
    firstTitle: 'Warum jede Zahl ihr Datum trägt',
    firstDate: '23. November 2026',
    author: 'von Creatorlens-Team',
    allPosts: '← Alle Beiträge',
    back: 'Zurück zu Creatorlens',
    landing: 'Die richtigen Creator finden. Belegen, was wirkt.',
  },
} as const;

/** Nothing wider than the viewport: a phone never scrolls sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('blog', () => {
  for (const [locale, width] of [
    ['en', 1366],
    ['de', 390],
    ['de', 1366],
    ['en', 390],
  ] as const) {
    test(`goes from the landing footer to the blog and into a post (${locale}, ${width} px)`, async () => {
      const words = STRINGS[locale];
      const { page, errors } = await openPage(browser, { width, locale: locale === 'de' ? 'de-DE' : 'en-US' });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: words.landing }).waitFor();
      await page.getByRole('button', { name: words.consent }).click();

      const footerLink = page.locator('footer').getByRole('link', { name: 'Blog', exact: true });
      expect(await footerLink.getAttribute('href')).toBe('/blog');
      await footerLink.click();
      await page.waitForURL(`${baseUrl}/blog`);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const items = page.getByTestId('blog-post-item');
      expect(await items.count()).toBe(3);
      expect(await items.first().getByRole('heading', { level: 2 }).textContent()).toBe(words.firstTitle);
      expect(await items.first().textContent()).toContain(words.firstDate);
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `blog-01-index-${locale}-${width}`);

      await items.first().getByRole('link', { name: words.firstTitle }).click();
      await page.waitForURL(`${baseUrl}/blog/why-every-figure-has-a-date?lang=${locale}`);
      await page.getByRole('heading', { level: 1, name: words.firstTitle }).waitFor();
      const article = page.getByRole('article');
      expect(await article.locator('time').textContent()).toBe(words.firstDate);
      expect(await article.textContent()).toContain(words.author);
      expect(await article.getByRole('heading', { level: 2 }).count()).toBe(3);
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `blog-02-post-${locale}-${width}`);

      // Back to the list, then by keyboard to the site: the skip link comes first, then the home link.
      await page.getByRole('link', { name: words.allPosts }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
      await page.locator('header').getByRole('link', { name: words.back }).click();
      await page.getByRole('heading', { level: 1, name: words.landing }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test('answers an unknown post with 404 and the way back to the list', async () => {
    const { page, errors } = await openPage(browser, { width: 390, locale: 'de-DE' });
    const response = await page.goto('/blog/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Beitrag nicht gefunden' }).waitFor();
    await page.getByRole('link', { name: '← Alle Beiträge' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.context().close();
  });
});
