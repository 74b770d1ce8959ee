import type { Browser, Page } from 'playwright-core';
import { watchForErrors } from './browser.ts';

/**
 * The server of this run: the one global-setup starts, or an already running one named by E2E_BASE_URL. Empty only
 * while Playwright lists the tests (its main process reads the files without running the global setup).
 */
export const baseUrl: string = process.env.E2E_BASE_URL ?? '';
export const DEMO_PASSWORD = 'creatorlens-demo';

export interface PageOptions {
  width?: number;
  height?: number;
  /** e.g. ['clipboard-read', 'clipboard-write'] for journeys that copy. */
  permissions?: string[];
  /** The browser's language (decides the page language when nothing is stored); en-US unless given. */
  locale?: string;
  colorScheme?: 'light' | 'dark';
  /** The browser's time zone (IANA name, e.g. America/Los_Angeles); the machine's unless given. */
  timezoneId?: string;
}

/**
 * Server-rendered public pages show their markup before their JavaScript has loaded, and handle input only once it
 * has hydrated them (#root gets data-hydrated). Journeys wait for that, as a person waits for a page to respond;
 * other pages pass at once.
 */
export async function waitForSiteReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('site-state') || document.getElementById('root')?.dataset['hydrated'] === 'true',
  );
}

/** A page in a fresh browser context (own cookies and storage) with errors collected for the journey to assert on. */
export async function openPage(
  browser: Browser,
  { width = 1280, height = 900, permissions, locale = 'en-US', colorScheme, timezoneId }: PageOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale,
    viewport: { width, height },
    ...(permissions ? { permissions } : {}),
    ...(colorScheme ? { colorScheme } : {}),
    ...(timezoneId ? { timezoneId } : {}),
  });
  const page = await context.newPage();
  // Every visit in a journey waits until a server-rendered page has become interactive (see waitForSiteReady).
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForSiteReady(page);
    return response;
  };
  return { page, errors: watchForErrors(page) };
}

/** Signs in through the sign-in form and waits for the home page. */
export async function signIn(page: Page, email = 'member@creatorlens.test', password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}
