import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { catalogues } from '@creatorlens/i18n';
import { FAKE_TEAMS_CLIENT, startFakeMsTeamsServer } from '@creatorlens/test-support/fake-chat';
import { launchBrowser, SCREENSHOT_DIR, watchForErrors } from './support/browser.ts';
import { unexpectedErrors, watchExpected404s, type Expected404s } from './support/expected-404s.ts';
import { chatConnectionStatus, commentWithMention, mutateOn, signInOn, unseenCountOn } from './support/chat-journey.ts';
import { startServer } from './support/start-server.ts';

/**
 * Issue 40 (Microsoft Teams): an organisation admin connects Microsoft Teams through the admin consent, chooses
 * Marketing › campaign-updates for a campaign, a colleague's comment with a mention reaches that channel exactly once
 * with its text and a link, and after disconnecting nothing more is posted. Runs against a server of its own whose
 * Teams app points at the fake Microsoft services (the shared server has none). Modelled on slack.spec.ts.
 */
const ADMIN = 'org-admin@creatorlens.test';
const MEMBER = 'member@creatorlens.test';
const TEAM = 'Marketing';
const CHANNEL = 'campaign-updates';
const CHIP = `${TEAM} › ${CHANNEL}`;
const en = catalogues.en;
const de = catalogues.de;

let browser: Browser;
let fake: Awaited<ReturnType<typeof startFakeMsTeamsServer>>;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.setTimeout(480_000);
  fake = await startFakeMsTeamsServer();
  server = await startServer({
    MS_TEAMS_CLIENT_ID: FAKE_TEAMS_CLIENT.id,
    MS_TEAMS_CLIENT_SECRET: FAKE_TEAMS_CLIENT.secret,
    MS_TEAMS_LOGIN_URL: fake.endpoints.loginUrl,
    MS_TEAMS_GRAPH_URL: fake.endpoints.graphUrl,
    MS_TEAMS_BOT_SERVICE_URL: fake.endpoints.botServiceUrl,
  });
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function newContext(
  locale: 'en-US' | 'de-DE' = 'en-US',
): Promise<{ context: BrowserContext; page: Page; errors: string[]; expected404: Expected404s }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale,
    viewport: { width: 1366, height: 900 },
    colorScheme: 'light',
  });
  const page = await context.newPage();
  return { context, page, errors: watchForErrors(page), expected404: watchExpected404s(page) };
}

const signIn = (page: Page, email: string) => signInOn(server.baseUrl, page, email);
const unseenCount = (context: BrowserContext) => unseenCountOn(server.baseUrl, context);
const mutate = <T>(context: BrowserContext, path: string, input: unknown) => mutateOn<T>(server.baseUrl, context, path, input);

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOT_DIR, `ms-teams-${name}.png`), fullPage: true });

const teamsStatus = (page: Page) => chatConnectionStatus(page, 'ms-teams-connection');

test.describe('Microsoft Teams for campaign updates', () => {
  // More steps than Slack's journey (a cancelled consent, a phone-width screenshot): more time on a shared machine.
  test('connects, posts a mention to the chosen channel once, and stops after disconnecting', async () => {
    test.setTimeout(240_000);
    const admin = await newContext();
    await signIn(admin.page, ADMIN);

    // Not connected yet (the server's "Microsoft Teams tenant ID not set."): the admin is offered "Connect".
    await admin.page.goto('/workspace/settings?lang=en');
    expect(await teamsStatus(admin.page)).toBe('disconnected');
    await admin.page.getByText(en.MsTeams['not-connected'], { exact: true }).waitFor();
    await shot(admin.page, 'en-01-not-connected');

    // Cancelling the consent comes back with the reason in words.
    await admin.page.getByRole('button', { name: en.MsTeams.connect }).click();
    await admin.page.waitForURL((url) => url.href.startsWith(fake.endpoints.adminConsentUrl));
    await admin.page.getByRole('link', { name: 'Cancel' }).click();
    await admin.page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/workspace/settings');
    expect(new URL(admin.page.url()).searchParams.get('ms_teams_error')).toBe('access_denied');
    await admin.page.getByText(en.MsTeams['error-access-denied'], { exact: true }).waitFor({ timeout: 15_000 });
    expect(await teamsStatus(admin.page)).toBe('disconnected');

    // Connect: the admin consent page (the fake's), "Accept", the server's callback, back to the settings page.
    await admin.page.getByRole('button', { name: en.MsTeams.connect }).click();
    await admin.page.waitForURL((url) => url.href.startsWith(fake.endpoints.adminConsentUrl));
    await admin.page.getByRole('link', { name: 'Accept' }).click();
    await admin.page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/workspace/settings');
    expect(new URL(admin.page.url()).searchParams.get('ms_teams_error')).toBeNull();
    expect(await teamsStatus(admin.page)).toBe('connected');
    await admin.page.getByText(en.MsTeams.connected, { exact: true }).waitFor();
    await shot(admin.page, 'en-02-connected');

    // The campaign posts to Marketing › campaign-updates, chosen in its edit dialog with the keyboard.
    const campaign = await mutate<{ id: string }>(admin.context, 'campaign.createCampaign', {
      name: 'Teams launch (e2e)',
      isDraft: false,
      startTime: null,
      endTime: null,
    });
    await admin.page.goto(`/campaign/${campaign.id}?lang=en`);
    await admin.page.getByRole('button', { name: en.Campaigns.edit }).click();
    const dialog = admin.page.getByRole('dialog');
    const section = dialog.getByTestId('campaign-ms-teams');
    await section.getByRole('heading', { name: en.MsTeams['campaign-title'] }).waitFor({ timeout: 15_000 });
    const team = section.getByRole('combobox', { name: en.MsTeams['team-label'] });
    await team.click();
    await team.pressSequentially('Mark');
    await expect.poll(() => section.getByRole('option', { name: TEAM, selected: true }).count(), { timeout: 15_000 }).toBe(1);
    await team.press('Enter');
    const channel = section.getByRole('combobox', { name: en.MsTeams['channel-label'], exact: true });
    await expect.poll(() => channel.isEnabled(), { timeout: 15_000 }).toBe(true);
    // Archived channels are not offered.
    const offered = await channel.locator('option').allTextContents();
    expect(offered).toContain(CHANNEL);
    expect(offered).not.toContain('old-launch');
    await channel.selectOption({ label: CHANNEL });
    await section.getByRole('button', { name: en.MsTeams['channel-add'] }).click();
    const chip = section.getByRole('listitem').filter({ hasText: CHIP });
    await chip.waitFor({ timeout: 15_000 });
    await expect.poll(() => section.getByText(en.MsTeams.saving).count(), { timeout: 15_000 }).toBe(0);
    await shot(admin.page, 'en-03-campaign-channel');
    // Saved on the server: a fresh page shows the chip again.
    await admin.page.reload();
    await admin.page.getByRole('button', { name: en.Campaigns.edit }).click();
    await admin.page.getByRole('dialog').getByTestId('campaign-ms-teams').getByText(CHIP, { exact: true }).waitFor({ timeout: 15_000 });
    await admin.page.keyboard.press('Escape');

    // The same screens in German, and the campaign dialog on a phone.
    const german = await newContext('de-DE');
    await german.context.addCookies(await admin.context.cookies());
    await german.page.goto('/workspace/settings?lang=de');
    expect(await teamsStatus(german.page)).toBe('connected');
    await german.page.getByText(de.MsTeams.connected, { exact: true }).waitFor();
    await shot(german.page, 'de-02-connected');
    await german.page.goto(`/campaign/${campaign.id}?lang=de`);
    await german.page.getByRole('button', { name: de.Campaigns.edit }).click();
    const germanSection = german.page.getByRole('dialog').getByTestId('campaign-ms-teams');
    await germanSection.getByRole('heading', { name: de.MsTeams['campaign-title'] }).waitFor({ timeout: 15_000 });
    await germanSection.getByText(CHIP, { exact: true }).waitFor({ timeout: 15_000 });
    await shot(german.page, 'de-03-campaign-channel');
    await german.page.setViewportSize({ width: 390, height: 844 });
    await germanSection.scrollIntoViewIfNeeded();
    await german.page.screenshot({ path: join(SCREENSHOT_DIR, 'ms-teams-de-04-campaign-390.png') });

    // A colleague comments with a mention: exactly one message reaches the fake Teams channel, with the text and a link.
    const member = await newContext();
    await signIn(member.page, MEMBER);
    const before = fake.messages.length;
    await commentWithMention(member.page, campaign.id, 'Brief for the launch is ready');
    await expect.poll(() => fake.messages.length, { timeout: 20_000 }).toBe(before + 1);
    const posted = fake.messages.at(-1)!;
    expect(posted.channelId).toBe('19:campaign-updates@thread.tacv2');
    const message = JSON.stringify(posted.activity);
    expect(message).toContain('Brief for the launch is ready');
    expect(message).toContain(`${server.baseUrl}/campaign/${campaign.id}`);

    // Disconnect (with confirmation): the status says so, and the next comment reaches no Teams channel.
    await admin.page.goto('/workspace/settings?lang=en');
    expect(await teamsStatus(admin.page)).toBe('connected');
    await admin.page.getByTestId('ms-teams-connection').getByRole('button', { name: en.MsTeams.disconnect, exact: true }).click();
    const confirm = admin.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: en.MsTeams['disconnect-confirm'] }).click();
    await expect
      .poll(() => admin.page.getByTestId('ms-teams-connection').getAttribute('data-status'), { timeout: 15_000 })
      .toBe('disconnected');
    await shot(admin.page, 'en-04-disconnected');

    // The mention's in-app notification arriving shows the workflow ran; Teams must have received nothing new by then.
    const inAppBefore = await unseenCount(admin.context);
    await commentWithMention(member.page, campaign.id, 'Second update after disconnecting');
    await expect.poll(() => unseenCount(admin.context), { timeout: 20_000 }).toBeGreaterThan(inAppBefore);
    expect(fake.messages.length).toBe(before + 1);

    expect([...unexpectedErrors(admin), ...unexpectedErrors(german), ...unexpectedErrors(member)]).toEqual([]);
  });
});
