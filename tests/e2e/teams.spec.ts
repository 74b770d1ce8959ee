import type { Browser } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openPage, signIn } from './support/session.ts';
import { mutate, query } from './support/trpc.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

test.describe('organisation teams', () => {
  test('lets an admin create a team, add a member and share a campaign board with it', async () => {
    const { page, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page, 'org-admin@creatorlens.test');
    const suffix = Date.now().toString(36);
    const teamName = `Influencer Desk ${suffix}`;
    const campaignName = `Team board ${suffix}`;
    const campaign = await mutate(page, 'campaign.createCampaign', { name: campaignName });

    // The workspace tab row has a Teams tab; the name field submits with Enter.
    await page.goto('/workspace/members');
    await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'Teams' }).click();
    await page.getByLabel('Name of the new team').fill(teamName);
    await page.getByLabel('Name of the new team').press('Enter');
    const row = page.getByTestId('team-row').filter({ hasText: teamName });
    await row.waitFor();

    // The same name in other letters is refused with words a person can act on.
    await page.getByLabel('Name of the new team').fill(teamName.toUpperCase());
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('alert').filter({ hasText: 'already has a team with this name' }).waitFor();

    await row.getByRole('button', { name: 'Members' }).click();
    const dialog = page.getByRole('dialog', { name: `Members of “${teamName}”` });
    await dialog.getByRole('checkbox', { name: /Mia Mitglied/ }).check();
    await dialog.getByText('1 selected').waitFor();
    await screenshot(page, 'teams-01-members-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('1 member', { exact: false }).waitFor();
    await screenshot(page, 'teams-02-page-desktop');

    // Share the board with the team from its header; the sidebar tags the campaign with the team.
    await page.goto(`/campaign/${campaign.id}`);
    await page.getByRole('heading', { level: 1, name: campaignName }).waitFor();
    await page.getByLabel('Visible to').selectOption({ label: `Team “${teamName}”` });
    await page.getByText(`Now visible only to team “${teamName}” and admins.`, { exact: true }).waitFor();
    const sidebarItem = page.locator(`[data-list-item="campaign"][data-item-id="${campaign.id}"]`);
    // Collapsed sections show their first 3 rows (spec §9); a new campaign may sit under "Show N more".
    const showMore = page.getByRole('region', { name: 'Campaigns' }).getByRole('button', { name: /^Show \d+ more$/ });
    if ((await sidebarItem.count()) === 0 && (await showMore.count()) > 0) await showMore.click();
    await expect.poll(() => sidebarItem.getByTestId('sidebar-team-tag').textContent()).toBe(teamName);
    await screenshot(page, 'teams-03-board-shared-desktop');
    const team = (await query(page, 'team.listTeams')).find((candidate) => candidate.name === teamName)!;
    expect(team.campaignCount).toBe(1);

    // A phone: the Teams page still works at 390 px, and the delete dialog says what happens to the lists.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/workspace/teams');
    await row.getByRole('button', { name: 'Delete team' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete team “${teamName}”?` });
    await confirm.getByText('visible to the whole organisation again').waitFor();
    await screenshot(page, 'teams-04-delete-confirm-phone');
    await confirm.getByRole('button', { name: 'Delete team' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await query(page, 'campaign.getCampaign', { id: campaign.id })).campaign.teamId).toBeNull();

    await mutate(page, 'campaign.deleteCampaign', { id: campaign.id });
    // The browser logs the intended duplicate-name refusal above; nothing else may appear.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });
});
