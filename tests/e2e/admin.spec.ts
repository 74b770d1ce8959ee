import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn, baseUrl } from './support/session.ts';
import { launchBrowser, SCREENSHOT_DIR } from './support/browser.ts';

// A run can send its screenshots elsewhere so parallel runs do not overwrite each other's.
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? SCREENSHOT_DIR;

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

const newPage = (width = 1280, height = 900) => openPage(browser, { width, height });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

test.describe('admin journeys', () => {
  test('creates a licence template, an organisation with it, and changes a user role', async () => {
    const { page, errors } = await newPage();
    await signIn(page, 'platform-admin@creatorlens.test');

    await page.goto('/admin/license-templates');
    await page.getByRole('heading', { name: 'Licence templates' }).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    const templateDialog = page.getByRole('dialog');
    await templateDialog.getByLabel('Name').fill('Agency E2E');
    await templateDialog.getByLabel('Key').fill('agency-e2e');
    await templateDialog.getByLabel('Duration in days').fill('90');
    await templateDialog.getByLabel('Price per month (EUR)').fill('299,50');
    await templateDialog.getByLabel('Seats').fill('7');
    await templateDialog.getByLabel('Snapchat').check();
    await shot(page, 'admin-01-template-form');
    await templateDialog.getByRole('button', { name: 'New template' }).click();
    await templateDialog.waitFor({ state: 'detached' });
    const templateRow = page.getByRole('row').filter({ hasText: 'agency-e2e' });
    await templateRow.waitFor();
    expect(await templateRow.textContent()).toContain('90 days');
    expect(await templateRow.textContent()).toContain('€299.50');
    await shot(page, 'admin-02-templates');

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Organizations' }).click();
    await page.waitForURL(`${baseUrl}/admin/orgs`);
    await page.getByRole('button', { name: 'Open Nordlicht Agency' }).waitFor();
    await page.getByRole('button', { name: 'New organisation' }).click();
    const createDialog = page.getByRole('dialog');
    await createDialog.getByLabel('Name').fill('Seestern Studios');
    await createDialog.getByLabel('Licence template').selectOption({ label: 'Agency E2E (90 days)' });
    await createDialog.getByRole('button', { name: 'New organisation' }).click();
    // The new organisation opens right away, holding a copy of the new template.
    const organizationDialog = page.getByRole('dialog', { name: 'Seestern Studios' });
    await organizationDialog.waitFor();
    await organizationDialog.getByText('Agency E2E', { exact: true }).waitFor();
    await shot(page, 'admin-03-organisation');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open Seestern Studios' }).waitFor();

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(`${baseUrl}/admin/users`);
    await page.getByLabel('Search users').fill('Theo');
    const theo = page.getByRole('row').filter({ hasText: 'two-orgs@creatorlens.test' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await theo.getByRole('button', { name: 'Actions for Theo Zweifach' }).click();
    await page.getByRole('menuitem', { name: 'Make admin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make admin' }).click();
    await theo.getByText('Admin', { exact: true }).waitFor();
    await shot(page, 'admin-04-users');

    // Put the role back, so other journeys meet the demo account as seeded.
    await theo.getByRole('button', { name: 'Actions for Theo Zweifach' }).click();
    await page.getByRole('menuitem', { name: 'Remove admin role' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove admin role' }).click();
    await theo.getByText('User', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  test('lays the users table out on a phone', async () => {
    const { page, errors } = await newPage(390);
    await signIn(page, 'platform-admin@creatorlens.test');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Show details of Mia Mitglied' }).click();
    await page.getByRole('dialog', { name: 'Mia Mitglied' }).getByText('Nordlicht Agency').waitFor();
    await shot(page, 'admin-05-user-detail-mobile');
    await page.keyboard.press('Escape');
    await shot(page, 'admin-06-users-mobile');
    // Nothing may stick out sideways: the table scrolls inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/admin/license-templates');
    await page.getByRole('row').filter({ hasText: 'starter' }).waitFor();
    await shot(page, 'admin-08-templates-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  test('refuses the admin area to a member', async () => {
    const { page, errors } = await newPage();
    await signIn(page, 'member@creatorlens.test');
    await page.goto('/admin/users');
    await page.waitForURL(`${baseUrl}/not-allowed`);
    await page.getByRole('heading', { name: 'This area is for platform admins' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await shot(page, 'admin-07-refused');
    expect(errors).toEqual([]);
  });
});
