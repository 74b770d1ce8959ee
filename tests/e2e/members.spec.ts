import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn, baseUrl } from './support/session.ts';
import { SCREENSHOT_DIR, launchBrowser } from './support/browser.ts';

// Lets a developer keep these screenshots apart from the committed ones.
const shotsDir = process.env.E2E_SCREENSHOT_DIR ?? SCREENSHOT_DIR;

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

const newPage = (width = 1280, height = 900) => openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'], width, height });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

test.describe('members journey', () => {
  const invitedEmail = `newbie-${Date.now()}@creatorlens.test`;
  let acceptLink = '';

  test('lets an org admin invite a new email and read the invitation link in the outbox', async () => {
    const { page, errors } = await newPage();
    await signIn(page, 'org-admin@creatorlens.test');
    await page.goto('/workspace/members');
    await page.getByTestId('member-row').first().waitFor();
    await expect.poll(() => page.getByTestId('seat-usage').textContent()).toMatch(/\d+ \/ 10/);

    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('Email address').fill(invitedEmail);
    await dialog.getByLabel('Role').selectOption('member');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('invitation-row').filter({ hasText: invitedEmail }).waitFor();
    await shot(page, 'members-01-invited-desktop');

    // The settings tab is an admin's: the outbox shows the mail with the accept link.
    await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl}/workspace/settings`);
    await page.getByText('SMTP is not configured', { exact: false }).waitFor();
    await page.getByRole('button', { name: `View mail to ${invitedEmail}` }).click();
    const mail = page.getByRole('dialog');
    const body = (await mail.locator('pre').textContent()) ?? '';
    const match = /\S+\/invitation\/[0-9a-f-]{36}/.exec(body);
    expect(match).not.toBeNull();
    acceptLink = match![0];
    await shot(page, 'members-02-outbox-mail-desktop');
    await page.keyboard.press('Escape');

    await page.goto('/workspace/credits');
    await page.getByTestId('credit-balance').waitFor();
    await page.getByRole('heading', { name: 'What costs credits' }).waitFor();
    await shot(page, 'members-03-credits-desktop');
    await page.goto('/workspace');
    await page.getByLabel('Organisation name').waitFor();
    await shot(page, 'members-04-general-desktop');
    expect(errors).toEqual([]);
  });

  test('lets a new user sign up from the accept page and land in the organisation', async () => {
    const { page, errors } = await newPage();
    await page.goto(new URL(acceptLink).pathname);
    await page.getByRole('heading', { name: 'Join Nordlicht Agency' }).waitFor();
    await shot(page, 'members-05-accept-signed-out-desktop');

    // The accept page itself signs up, for the invited address only (shown, not editable); the link proved the
    // address, so there is no verification step and no trial organisation of one's own.
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(invitedEmail);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Full name').fill('Nele Neu');
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('navigation').first().waitFor();
    await expect.poll(() => page.getByText('Please confirm your email address').count()).toBe(0);

    await page.goto('/workspace/members');
    await page.getByText('Settings, members and credits of Nordlicht Agency.').waitFor();
    await expect.poll(() => page.getByTestId('member-row').filter({ hasText: invitedEmail }).textContent()).toContain('You');
    expect(errors).toEqual([]);
  });

  test('looks right on a phone', async () => {
    const { page, errors } = await newPage(390);
    await signIn(page, 'org-admin@creatorlens.test');
    await page.goto('/workspace/members');
    await page.getByTestId('member-row').first().waitFor();
    await shot(page, 'members-06-members-mobile');
    await page.goto('/workspace/settings');
    await page
      .getByRole('button', { name: /^View mail to / })
      .first()
      .waitFor();
    await page.getByText('SMTP is not configured', { exact: false }).waitFor();
    await shot(page, 'members-07-settings-mobile');
    await page.goto('/workspace/credits');
    await page.getByTestId('credit-balance').waitFor();
    await shot(page, 'members-08-credits-mobile');
    await page.goto('/workspace');
    await page.getByLabel('Organisation name').waitFor();
    await shot(page, 'members-09-general-mobile');

    const visitor = await newPage(390);
    await visitor.page.goto('/invitation/00000000-0000-4000-8000-000000000000');
    await visitor.page.getByText('Invitation not found').waitFor();
    await shot(visitor.page, 'members-10-invitation-not-found-mobile');
    expect([...errors, ...visitor.errors.filter((error) => !/404/.test(error))]).toEqual([]);
  });
});
