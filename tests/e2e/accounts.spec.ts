import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { catalogues, type Locale } from '@creatorlens/i18n';
import { SCREENSHOT_DIR, launchBrowser } from './support/browser.ts';
import { baseUrl, openPage as openSessionPage, signIn } from './support/session.ts';
import { query } from './support/trpc.ts';

// Lets a developer keep these screenshots apart from the committed ones.
const shotsDir = process.env.E2E_SCREENSHOT_DIR ?? SCREENSHOT_DIR;

let browser: Browser;
let admin: Page;
test.beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await openPage('en')).page;
  await signIn(admin, 'platform-admin@creatorlens.test');
});
test.afterAll(() => browser?.close());

/** A fresh context in the given language (the browser's language decides it when nothing is stored), light theme. */
const openPage = (locale: Locale, width = 1366, height = 900): Promise<{ page: Page; errors: string[] }> =>
  openSessionPage(browser, { locale: locale === 'de' ? 'de-DE' : 'en-US', colorScheme: 'light', width, height });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/**
 * The link of the newest account mail of a kind to an address. Without SMTP these mails wait in the outbox for
 * platform admins (user.listAccountMails), which is how an operator reads them too.
 */
async function readMailLink(email: string, kind: 'email-verification' | 'email-change' | 'password-reset'): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const mails = await query(admin, 'user.listAccountMails', { email, limit: 10 });
      const mail = mails.find((row) => row.kind === kind);
      link = mail ? (/https?:\/\/\S+/.exec(mail.textBody)?.[0] ?? null) : null;
      return link;
    })
    .not.toBeNull();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

for (const locale of ['en', 'de'] as const) {
  const text = catalogues[locale];
  test.describe(`account access journey (${locale})`, () => {
    const email = `access-${locale}-${Date.now()}@example.test`;
    let firstSession: Page;

    test('signs up, sees the verification banner, and confirms the address from the mailed link', async () => {
      const { page, errors } = await openPage(locale);
      firstSession = page;
      await page.goto('/sign-up');
      const name = locale === 'de' ? 'Dora Deutsch' : 'Erin English';
      await page.getByLabel(text.Auth.name).fill(name);
      await page.getByLabel(text.Auth.email).fill(email);
      // The organisation's name follows the person's in the page's language ("Arbeitsbereich von Dora Deutsch").
      await expect
        .poll(() => page.getByLabel(text.Auth['organization-name']).inputValue())
        .toBe(text.Auth['organization-name-default'].replace('{{name}}', name));
      await page.getByRole('link', { name: locale === 'de' ? 'Datenschutzerklärung' : 'privacy policy', exact: true }).waitFor();
      await page.getByLabel(text.Auth.password, { exact: true }).fill('first-password-1');
      await page.getByRole('button', { name: text.Auth['create-account'] }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText(text.AccountAccess['banner-title']).waitFor();
      // The e2e server has no SMTP: the banner says where the link is instead of claiming it was sent.
      await page.getByText(text.GettingIn['no-mail-body']).waitFor();
      await shot(page, `accounts-${locale}-01-verify-banner-desktop`);

      // "Resend" queues a second mail; the newest link is the one to open.
      await page.getByRole('button', { name: text.AccountAccess['banner-resend'] }).click();
      await page.getByText(text.GettingIn['resent-no-mail'].replace('{{email}}', email), { exact: true }).waitFor();

      await page.goto(await readMailLink(email, 'email-verification'));
      await page.getByText(text.AccountAccess['verify-done-title']).waitFor();
      await shot(page, `accounts-${locale}-02-verified-desktop`);
      await page.getByRole('link', { name: text.AccountAccess['continue-to-app'] }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('navigation').first().waitFor();
      await expect.poll(() => page.getByText(text.AccountAccess['banner-title']).count()).toBe(0);
      expect(errors).toEqual([]);
    });

    test('forgot password: mails a single-use link, sets a new password, ends every session, signs in with it', async () => {
      const { page, errors } = await openPage(locale);
      await page.goto('/sign-in');
      await page.getByRole('link', { name: text.Auth['forgot-password-link'] }).click();
      await page.waitForURL(`${baseUrl}/forgot-password`);
      await page.getByRole('heading', { name: text.AccountAccess['forgot-title'] }).waitFor();
      await shot(page, `accounts-${locale}-03-forgot-desktop`);
      await page.getByLabel(text.Auth.email).fill(email);
      await page.getByRole('button', { name: text.AccountAccess['send-link'] }).click();
      await page.getByText(text.GettingIn['forgot-ready-body'].replace('{{email}}', email)).waitFor();
      await shot(page, `accounts-${locale}-04-forgot-sent-desktop`);

      const resetLink = await readMailLink(email, 'password-reset');
      await page.goto(resetLink);
      await page.getByRole('heading', { name: text.AccountAccess['reset-title'] }).waitFor();
      await shot(page, `accounts-${locale}-05-reset-desktop`);
      await page.getByLabel(text.AccountAccess['new-password'], { exact: true }).fill('second-password-2');
      await page.getByLabel(text.AccountAccess['confirm-password'], { exact: true }).fill('second-password-2');
      await page.getByRole('button', { name: text.AccountAccess['save-password'] }).click();
      await page.getByText(text.AccountAccess['reset-done-title']).waitFor();
      await shot(page, `accounts-${locale}-06-reset-done-desktop`);

      // The session from sign-up ended with the reset.
      await firstSession.goto('/account');
      await firstSession.waitForURL(/\/sign-in/);

      // The link works once.
      await page.goto(resetLink);
      await page.getByLabel(text.AccountAccess['new-password'], { exact: true }).fill('third-password-3');
      await page.getByLabel(text.AccountAccess['confirm-password'], { exact: true }).fill('third-password-3');
      await page.getByRole('button', { name: text.AccountAccess['save-password'] }).click();
      await page.getByText(text.AccountAccess['link-invalid-title']).waitFor();

      await page.goto('/sign-in');
      await page.getByLabel(text.Auth.email).fill(email);
      await page.getByLabel(text.Auth.password, { exact: true }).fill('second-password-2');
      await page.getByRole('button', { name: text.Auth['sign-in'], exact: true }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('navigation').first().waitFor();
      expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    });

    test('changes the e-mail address only once the new address is confirmed', async () => {
      const { page, errors } = await openPage(locale);
      await signInWith(page, email, 'second-password-2', text);
      await page.goto('/account');
      await expect.poll(() => page.getByTestId('current-email').textContent()).toBe(email);
      const newEmail = email.replace('access-', 'moved-');
      await page.getByLabel(text.AccountAccess['new-email']).fill(newEmail);
      await page.getByRole('button', { name: text.AccountAccess['change-email'] }).click();
      // The journey's server has no SMTP: the page says nothing was sent and where the link is, never "we sent".
      await page.getByText(text.AccountAccess['change-email-no-mail'].replace('{{email}}', newEmail)).waitFor();
      await shot(page, `accounts-${locale}-07-email-change-desktop`);
      await page.reload();
      await expect.poll(() => page.getByTestId('current-email').textContent()).toBe(email);

      await page.goto(await readMailLink(newEmail, 'email-change'));
      await page.getByText(text.AccountAccess['verify-done-title']).waitFor();
      await page.goto('/account');
      await expect.poll(() => page.getByTestId('current-email').textContent()).toBe(newEmail);
      await page.getByText(text.AccountAccess.verified, { exact: true }).waitFor();
      expect(errors).toEqual([]);
    });

    test('looks right on a phone', async () => {
      const { page, errors } = await openPage(locale, 390, 844);
      await page.goto('/forgot-password');
      await page.getByRole('heading', { name: text.AccountAccess['forgot-title'] }).waitFor();
      await shot(page, `accounts-${locale}-08-forgot-mobile`);
      await page.goto('/reset-password?token=not-a-real-token');
      await page.getByRole('heading', { name: text.AccountAccess['reset-title'] }).waitFor();
      await shot(page, `accounts-${locale}-09-reset-mobile`);
      await page.goto('/verify-email?token=not-a-real-token');
      await page.getByText(text.AccountAccess['verify-sign-in-title']).waitFor();
      await shot(page, `accounts-${locale}-10-verify-signed-out-mobile`);
      const phoneEmail = `phone-${locale}-${Date.now()}@example.test`;
      await page.goto('/sign-up');
      await page.getByLabel(text.Auth.name).fill('Pia Phone');
      await page.getByLabel(text.Auth.email).fill(phoneEmail);
      await page.getByLabel(text.Auth.password, { exact: true }).fill('phone-password-1');
      await page.getByRole('button', { name: text.Auth['create-account'] }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText(text.AccountAccess['banner-title']).waitFor();
      await shot(page, `accounts-${locale}-11-verify-banner-mobile`);
      await page.goto('/account');
      await page.getByTestId('current-email').waitFor();
      await shot(page, `accounts-${locale}-12-account-mobile`);
      expect(errors).toEqual([]);
    });
  });
}

async function signInWith(page: Page, email: string, password: string, text: (typeof catalogues)[Locale]): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel(text.Auth.email).fill(email);
  await page.getByLabel(text.Auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.Auth['sign-in'], exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}
