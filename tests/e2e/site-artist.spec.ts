import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { baseUrl, openPage, signIn } from './support/session.ts';

// Public artist pages for visitors (issue 7): found from the header search, one URL with the signed-in artist page,
// real HTML at first byte for crawlers.
let browser: Browser;
let slug: string;
// A French YouTube channel with daily subscriber counts in the seed (youtube-channels-daily-fr).
const ARTIST = 'Jojol';

test.beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl}/api/trpc/site.searchCreators?input=${encodeURIComponent(JSON.stringify({ q: ARTIST }))}`);
  const hits = ((await response.json()) as { result: { data: { name: string; artistSlug: string }[] } }).result.data;
  slug = hits.find((hit) => hit.name === ARTIST)!.artistSlug;
});
test.afterAll(() => browser?.close());

async function acceptConsent(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Only necessary|Nur notwendige)$/ }).click();
}

async function openArtist(page: Page, query: string): Promise<void> {
  await page.goto(`/${slug}${query}`);
  await page.getByTestId('public-artist').waitFor();
  // The chart's canvas has drawn (ECharts loads on demand).
  await page.locator('[data-testid="public-channel"] figure canvas').first().waitFor();
}

test.describe('public artist page', () => {
  test('gives crawlers the artist at first byte', async () => {
    const html = await (await fetch(`${baseUrl}/${slug}?lang=en`)).text();
    expect(html).toContain(`<title>${ARTIST} – YouTube statistics</title>`);
    expect(html).toMatch(/<meta name="description" content="Jojol: [^"]+ followers on YouTube/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/${slug}?lang=en" />`);
    expect(html).toContain(`hreflang="de" href="${baseUrl}/${slug}?lang=de"`);
    const missing = await fetch(`${baseUrl}/no-artist-has-this-name`);
    expect(missing.status).toBe(404);
  });

  test('draws a direct visit from the answer its HTML carries, without asking the server again', async () => {
    const { page, errors } = await openPage(browser, { width: 1280 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openArtist(page, '?lang=en');
    await page.getByRole('heading', { level: 1, name: ARTIST }).waitFor();
    expect(requests.filter((url) => url.includes('site.getPublicArtist'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('is found from the header search and shows KPIs, the growth chart, top posts and the call to action', async () => {
    const { page, errors } = await openPage(browser, { width: 1280 });
    await page.goto('/');
    await acceptConsent(page);
    await page.getByTestId('site-search-button').click();
    await page.getByRole('combobox').fill(ARTIST);
    await page.getByRole('option', { name: new RegExp(`${ARTIST} @`) }).click();
    await page.waitForURL(`${baseUrl}/${slug}`);
    await page.getByRole('heading', { level: 1, name: ARTIST }).waitFor();
    const channel = page.getByTestId('public-channel').first();
    await channel.getByText('Followers', { exact: true }).waitFor();
    await channel.getByText('Engagement rate', { exact: true }).waitFor();
    // The chart names the span its readings really cover (no "daily" claim), and each channel its day and source.
    await channel
      .getByRole('img', { name: new RegExp(`^Followers of ${ARTIST} on YouTube in the 90 days up to `) })
      .locator('canvas')
      .waitFor();
    await channel
      .getByTestId('public-channel-observed')
      .getByText(/source: /)
      .waitFor();
    expect(await channel.getByRole('region', { name: 'Top posts' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await page.getByTestId('public-artist-data-as-of').waitFor();
    await page.getByRole('heading', { name: 'Sign up free to see audience quality, bot risk and benchmarks' }).waitFor();
    expect(await page.title()).toBe(`${ARTIST} – YouTube statistics · Creatorlens`);
    // Still the site's frame: the visitor's sign-in link comes back to this page.
    expect(await page.getByTestId('site-sign-in').getAttribute('href')).toBe(`/sign-in?returnTo=%2F${slug}`);
    expect(errors).toEqual([]);
  });

  // Each width and colour mode in both languages; the screenshots are for people to look at.
  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`looks right at ${width} px in ${colorScheme} mode, in English and German`, async () => {
        test.setTimeout(120_000);
        for (const lang of ['en', 'de'] as const) {
          const { page, errors } = await openPage(browser, { width });
          await page.emulateMedia({ colorScheme });
          await openArtist(page, `?lang=${lang}`);
          await acceptConsent(page);
          const cta =
            lang === 'de'
              ? 'Registrieren Sie sich kostenlos, um Zielgruppenqualität, Bot-Risiko und Benchmarks zu sehen'
              : 'Sign up free to see audience quality, bot risk and benchmarks';
          await page.getByRole('heading', { name: cta }).waitFor();
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await screenshot(page, `site-artist-${width}-${colorScheme}-${lang}`);
          expect(errors).toEqual([]);
          await page.context().close();
        }
      });
    }
  }

  test('keeps the signed-in artist page at the same URL, and unknown slugs get the not-found page', async () => {
    const visitor = await openPage(browser, { width: 1280 });
    await visitor.page.goto('/no-artist-has-this-name');
    await visitor.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await visitor.page.context().close();

    const { page, errors } = await openPage(browser, { width: 1280 });
    await signIn(page);
    await page.goto(`/${slug}`);
    await page.getByRole('heading', { level: 1, name: ARTIST }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/${slug}`);
    expect(await page.getByTestId('public-artist').count()).toBe(0);
    expect(await page.getByTestId('public-artist-cta').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
