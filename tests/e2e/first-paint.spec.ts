import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { SCREENSHOT_DIR, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { DEMO_PASSWORD, baseUrl, waitForSiteReady } from './support/session.ts';

// Issue 21 items 6, 8 and 17: what the first HTML paints before any of the page's JavaScript has run. The journeys
// hold the app's scripts back (their requests are refused), so the page shows exactly what its HTML and stylesheet
// paint; no timing is involved.
let browser: Browser;
let sessionCookie: string;
let artistSlug: string;

test.beforeAll(async () => {
  browser = await launchBrowser();
  const answer = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: 'member@creatorlens.test', password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  sessionCookie = answer.headers
    .getSetCookie()
    .find((value) => value.startsWith('better-auth.session_token='))!
    .split(';')[0]!;
  // An artist page the seed publishes: the first artist link on the coupon directory.
  const coupons = await (await fetch(`${baseUrl}/coupons?lang=en`)).text();
  artistSlug = /<a [^>]*href="\/([a-z0-9-]+)"[^>]*>[^<]+<\/a><\/dd>/.exec(coupons)?.[1] ?? '';
  expect(artistSlug).not.toBe('');
});
test.afterAll(() => browser?.close());

interface ContextOptions {
  width?: number;
  colorScheme?: 'light' | 'dark';
  isSignedIn?: boolean;
  /** Refuse the app's JavaScript, so the page stays as its HTML painted it. */
  withoutScripts?: boolean;
  /** A stored consent choice (no banner). */
  hasConsent?: boolean;
}

async function newContext({
  width = 1366,
  colorScheme = 'light',
  isSignedIn = false,
  withoutScripts = false,
  hasConsent = true,
}: ContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width, height: width > 500 ? 850 : 844 },
    colorScheme,
  });
  const cookies = hasConsent ? [{ name: 'creatorlens-consent', value: 'rejected', url: baseUrl }] : [];
  if (isSignedIn) {
    const [name, value] = sessionCookie.split('=') as [string, string];
    cookies.push({ name, value, url: baseUrl });
  }
  await context.addCookies(cookies);
  if (withoutScripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return context;
}

/**
 * Holds the app's JavaScript back until the returned function is called, so the page stays as its HTML painted it
 * (as on a phone in the first few hundred milliseconds) and then hydrates; no timing is involved.
 */
async function holdScripts(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What a "Copy code" button shows: the label React renders, the early confirmation's attribute and the text it paints. */
function copyButtonState(page: Page, code: string) {
  return page.locator(`[data-copy-code="${code}"]`).evaluate((button) => ({
    reactLabel: button.querySelector('[aria-live]')?.textContent ?? null,
    isReactLabelShown: getComputedStyle(button.firstElementChild!).display !== 'none',
    isEarlyCopied: button.hasAttribute('data-early-copied'),
    earlyText: getComputedStyle(button, '::after').content,
  }));
}

/** The text #root shows on screen: text of elements that are rendered and visible. */
function visibleRootText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) return [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text) continue;
      const box = parent.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(parent).visibility === 'visible') texts.push(text);
    }
    return texts;
  });
}

/** The computed look of the page's first heading and its body, from the stylesheet the HTML carries. */
function headingStyle(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector('#root h1');
    const body = getComputedStyle(document.body);
    const style = heading ? getComputedStyle(heading) : null;
    return {
      bodyFont: body.fontFamily,
      bodyBackground: body.backgroundColor,
      headingSize: style ? Number.parseFloat(style.fontSize) : 0,
      headingWeight: style ? Number(style.fontWeight) : 0,
      isHeadingVisible: style !== null && style.visibility === 'visible' && (heading?.getBoundingClientRect().height ?? 0) > 0,
    };
  });
}

test.describe('first paint', () => {
  test('visitors: the site pages paint styled from their HTML; pages the app draws paint no bare copy', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await newContext({ withoutScripts: true, colorScheme });
      const page = await context.newPage();
      for (const path of ['/', '/charts', '/pricing', '/coupons']) {
        await page.goto(path);
        const style = await headingStyle(page);
        expect(style.bodyFont, path).toMatch(/Inter/);
        expect(style.isHeadingVisible, path).toBe(true);
        // The design's heading, not the browser's reset: Tailwind's preflight leaves an unstyled h1 at 16 px / 400.
        expect(style.headingSize, path).toBeGreaterThanOrEqual(24);
        expect(style.headingWeight, path).toBeGreaterThanOrEqual(600);
      }
      await screenshot(page, `first-paint-coupons-html-only-${colorScheme}`);
      for (const path of [`/${artistSlug}`, '/sign-in', '/sign-up']) {
        await page.goto(path);
        // The artist's copy for crawlers is in the HTML, but never painted as bare text before the app's page.
        if (path === `/${artistSlug}`) expect(await page.locator('#root h1').count(), path).toBeGreaterThan(0);
        expect(await visibleRootText(page), path).toEqual([]);
        expect((await headingStyle(page)).bodyFont, path).toMatch(/Inter/);
      }
      await context.close();
    }
  });

  test('signed in: public paths paint no marketing copy before the app (the server sends the app document)', async () => {
    const context = await newContext({ withoutScripts: true, isSignedIn: true });
    const page = await context.newPage();
    for (const path of ['/', '/charts', '/pricing', `/${artistSlug}`]) {
      await page.goto(path);
      expect(await visibleRootText(page), path).toEqual([]);
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount), path).toBe(0);
    }
    await context.close();
    // With its scripts the app draws the signed-in home there.
    const app = await newContext({ isSignedIn: true });
    const home = await app.newPage();
    const errors = watchForErrors(home);
    await home.goto('/');
    await home.getByRole('navigation').first().waitFor();
    expect(await home.getByText('Sign up free').count()).toBe(0);
    expect(errors).toEqual([]);
    await app.close();
  });

  test('the first page view preloads Inter and uses it', async () => {
    for (const path of ['/', `/${artistSlug}`, '/sign-in']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(
        /<link rel="preload" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin \/>/,
      );
    }
    const context = await newContext({});
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/');
    await waitForSiteReady(page);
    await page.evaluate(() => document.fonts.ready);
    const font = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => resource.name.includes('/assets/inter-latin-wght-normal-')) as PerformanceResourceTiming | undefined;
      return { initiator: entry?.initiatorType, isLoaded: document.fonts.check('600 16px "Inter Variable"') };
    });
    // Requested by the preload link in the first HTML (not discovered later through the stylesheet), and in use.
    expect(font).toEqual({ initiator: 'link', isLoaded: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the consent banner takes a click before the page has hydrated, and the choice holds after it', async () => {
    const context = await newContext({ withoutScripts: true, hasConsent: false, width: 390 });
    const page = await context.newPage();
    await page.goto('/pricing');
    const banner = page.getByRole('region', { name: 'Your privacy choice' });
    await banner.waitFor();
    await screenshot(page, 'first-paint-consent-before-hydration-390');
    await page.getByRole('button', { name: 'Only necessary' }).click();
    await banner.waitFor({ state: 'hidden' });
    const cookies = await context.cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === 'creatorlens-consent')?.value).toBe('rejected');
    expect(await page.evaluate(() => localStorage.getItem('creatorlens-consent'))).toBe('rejected');
    await context.unrouteAll();
    // Next page, with its scripts: rendered and hydrated without the banner.
    const errors = watchForErrors(page);
    await page.goto('/charts');
    await waitForSiteReady(page);
    expect(await banner.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('/coupons: the first HTML is the page the browser hydrates, cards and all', async () => {
    for (const width of [1366, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const htmlOnly = await newContext({ withoutScripts: true, width, colorScheme });
        const first = await htmlOnly.newPage();
        await first.goto('/coupons');
        // The page's own content; the footer's status badge fills in after hydration (it asks /status), by design.
        const firstMarkup = await first.evaluate(() => document.getElementById('main-content')?.innerHTML ?? '');
        await htmlOnly.close();

        const context = await newContext({ width, colorScheme });
        const page = await context.newPage();
        const errors = watchForErrors(page);
        await page.goto('/coupons');
        await waitForSiteReady(page);
        expect(firstMarkup.length).toBeGreaterThan(1000);
        expect(await page.evaluate(() => document.getElementById('main-content')?.innerHTML ?? '')).toBe(firstMarkup);
        // In words, not catalogue keys (the site's catalogue part for /coupons carries the coupon strings).
        await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
        expect(await page.getByText(/Coupons\.[a-z-]+/).count()).toBe(0);
        // Cards with their facts grouped per term (<div><dt/><dd/></div> inside the <dl>).
        expect(await page.locator('main ul > li dl > div > dt').count()).toBeGreaterThan(0);
        await screenshot(page, `first-paint-coupons-${width}-${colorScheme}`);
        // The hydrated page answers: a brand filter narrows the list.
        const select = page.getByLabel('Brand');
        const brand = await select.locator('option').nth(1).getAttribute('value');
        await select.selectOption(brand!);
        await page.waitForURL(new RegExp(`brand=${brand}`));
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  test('/coupons: "Copy code" copies before the page has hydrated, and the hydrated button takes over', async () => {
    const context = await newContext({ width: 390 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const releaseScripts = await holdScripts(context);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    // The page's clock is paused while the confirmation is looked at (it lasts 2 s; a loaded machine may take longer).
    await page.clock.install();
    await page.goto('/coupons');
    const copy = page.getByRole('button', { name: /^Copy code / }).first();
    const code = (await copy.getAttribute('data-copy-code')) ?? '';
    expect(code).not.toBe('');
    expect(await copy.getAttribute('aria-label')).toBe(`Copy code ${code}`);
    await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
    // React listens at #root once it hydrates: a click the early handler answered must never reach it.
    await page.evaluate(() => {
      const root = document.getElementById('root')!;
      root.addEventListener('click', () => root.setAttribute('data-test-clicks', String(Number(root.dataset['testClicks'] ?? 0) + 1)));
    });
    expect(await page.evaluate(() => document.getElementById('root')!.hasAttribute('data-hydrated'))).toBe(false);

    await page.clock.pauseAt(Date.now() + 10_000);
    await copy.click();
    await page.locator(`[data-copy-code="${code}"][data-early-copied]`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // Seen: a check and "Copied" in place of the icon and label, as the hydrated button confirms; heard: "Copied" in a
    // polite status region (outside #root, so hydration never meets it). The markup React rendered is unchanged.
    expect(await copyButtonState(page, code)).toEqual({
      reactLabel: 'Copy code',
      isReactLabelShown: false,
      isEarlyCopied: true,
      earlyText: '"Copied"',
    });
    const status = page.locator('#early-copy-status');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.textContent()).toBe('Copied');
    expect(await page.evaluate(() => document.getElementById('root')!.dataset['testClicks'] ?? '0')).toBe('0');
    await copy
      .locator('xpath=ancestor::li[1]')
      .screenshot({ path: join(SCREENSHOT_DIR, 'first-paint-coupon-copied-before-hydration-390.png') });

    // The page's scripts arrive: it hydrates without a mismatch, and the early confirmation ends on its own.
    await page.clock.resume();
    releaseScripts();
    await waitForSiteReady(page);
    await page.locator('[data-early-copied]').waitFor({ state: 'detached' });
    expect(await status.textContent()).toBe('');
    expect((await copyButtonState(page, code)).isReactLabelShown).toBe(true);

    // Hydrated, the click is React's alone: its label confirms, and the early handler stays out of it.
    await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
    await copy.click();
    await copy.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const { isEarlyCopied, earlyText } = await copyButtonState(page, code);
    expect({ isEarlyCopied, earlyText }).toEqual({ isEarlyCopied: false, earlyText: 'none' });
    expect(await status.textContent()).toBe('');
    expect(await page.evaluate(() => document.getElementById('root')!.dataset['testClicks'])).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('/coupons: before hydration, a code the Clipboard API refuses is copied through a hidden text field', async () => {
    const context = await newContext({ withoutScripts: true, width: 390 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/coupons');
    const copy = page.getByRole('button', { name: /^Copy code / }).nth(1);
    const code = (await copy.getAttribute('data-copy-code')) ?? '';
    await page.evaluate(async () => {
      await navigator.clipboard.writeText('nothing copied yet');
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.clock.pauseAt(Date.now() + 10_000);
    await copy.click();
    await page.locator(`[data-copy-code="${code}"][data-early-copied]`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect((await copyButtonState(page, code)).earlyText).toBe('"Copied"');
    // The text field is gone again, and the button keeps the focus the click gave it.
    expect(await page.locator('body > textarea').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-copy-code'))).toBe(code);
    await context.close();
  });
});
