import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { catalogues } from '@creatorlens/i18n';
// Added by the Slack server branch (issue 40): a local Slack with an authorize page ("Allow"), the OAuth token
// exchange, conversations.list and chat.postMessage, recording every posted message.
import { startFakeSlackServer } from '@creatorlens/test-support/fake-chat';
import { launchBrowser, SCREENSHOT_DIR, watchForErrors } from './support/browser.ts';
import { unexpectedErrors, watchExpected404s, type Expected404s } from './support/expected-404s.ts';
import { chatConnectionStatus, commentWithMention, mutateOn, signInOn, unseenCountOn } from './support/chat-journey.ts';
import { startServer } from './support/start-server.ts';

/**
 * Issue 40: an organisation admin connects Slack, chooses #campaign-updates for a campaign, a colleague's comment with a
 * mention reaches that channel exactly once with its text and a link, and after disconnecting nothing more is posted.
 * Runs against a server of its own whose Slack app points at the fake (the shared server has no Slack app).
 */
const ADMIN = 'org-admin@creatorlens.test';
const MEMBER = 'member@creatorlens.test';
const CHANNEL = 'campaign-updates';
const en = catalogues.en;
const de = catalogues.de;

let browser: Browser;
let fake: Awaited<ReturnType<typeof startFakeSlackServer>>;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.setTimeout(480_000);
  fake = await startFakeSlackServer();
  server = await startServer({
    SLACK_CLIENT_ID: fake.clientId,
    SLACK_CLIENT_SECRET: fake.clientSecret,
    SLACK_API_URL: fake.apiUrl,
    SLACK_AUTHORIZE_URL: fake.authorizeUrl,
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

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOT_DIR, `slack-${name}.png`), fullPage: true });

const slackStatus = (page: Page) => chatConnectionStatus(page, 'slack-connection');

test.describe('Slack for campaign updates', () => {
  test('connects, posts a mention to the chosen channel once, and stops after disconnecting', async () => {
    test.setTimeout(240_000);
    const admin = await newContext();
    await signIn(admin.page, ADMIN);

    // Not connected yet: the admin is offered "Connect Slack".
    await admin.page.goto('/workspace/settings?lang=en');
    expect(await slackStatus(admin.page)).toBe('disconnected');
    await admin.page.getByText(en.Slack['not-connected'], { exact: true }).waitFor();
    await shot(admin.page, 'en-01-not-connected');

    // Connect: Slack's authorize page (the fake's), "Allow", the server's callback, back to the settings page.
    await admin.page.getByRole('button', { name: en.Slack.connect }).click();
    await admin.page.waitForURL((url) => url.href.startsWith(`${fake.url}/oauth/v2/authorize`));
    await admin.page.getByRole('button', { name: 'Allow' }).click();
    await admin.page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/workspace/settings');
    expect(new URL(admin.page.url()).searchParams.get('slack_error')).toBeNull();
    expect(await slackStatus(admin.page)).toBe('connected');
    await admin.page.getByText(en.Slack.connected, { exact: true }).waitFor();
    await shot(admin.page, 'en-02-connected');

    // The campaign posts to #campaign-updates, chosen in its edit dialog with the keyboard.
    const campaign = await mutate<{ id: string }>(admin.context, 'campaign.createCampaign', {
      name: 'Slack launch (e2e)',
      isDraft: false,
      startTime: null,
      endTime: null,
    });
    await admin.page.goto(`/campaign/${campaign.id}?lang=en`);
    await admin.page.getByRole('button', { name: en.Campaigns.edit }).click();
    const dialog = admin.page.getByRole('dialog');
    const section = dialog.getByTestId('campaign-slack');
    await section.getByRole('heading', { name: en.Slack['campaign-title'] }).waitFor({ timeout: 15_000 });
    const search = section.getByRole('combobox', { name: en.Slack['channels-label'] });
    await search.click();
    await search.pressSequentially('#campaign-up');
    await section.getByRole('option', { name: `#${CHANNEL}` }).waitFor();
    // The best match (names starting with the text come first) is the active option; Enter chooses it.
    await expect.poll(() => section.getByRole('option', { name: `#${CHANNEL}`, selected: true }).count()).toBe(1);
    await search.press('Enter');
    const chip = section.getByRole('listitem').filter({ hasText: `#${CHANNEL}` });
    await chip.waitFor();
    await expect.poll(() => section.getByText(en.Slack.saving).count(), { timeout: 15_000 }).toBe(0);
    await shot(admin.page, 'en-03-campaign-channel');
    // Saved on the server: a fresh page shows the chip again.
    await admin.page.reload();
    await admin.page.getByRole('button', { name: en.Campaigns.edit }).click();
    await admin.page
      .getByRole('dialog')
      .getByTestId('campaign-slack')
      .getByText(`#${CHANNEL}`, { exact: true })
      .waitFor({ timeout: 15_000 });
    await admin.page.keyboard.press('Escape');

    // The same screens in German.
    const german = await newContext('de-DE');
    await german.context.addCookies(await admin.context.cookies());
    await german.page.goto('/workspace/settings?lang=de');
    expect(await slackStatus(german.page)).toBe('connected');
    await german.page.getByText(de.Slack.connected, { exact: true }).waitFor();
    await shot(german.page, 'de-02-connected');
    await german.page.goto(`/campaign/${campaign.id}?lang=de`);
    await german.page.getByRole('button', { name: de.Campaigns.edit }).click();
    const germanSection = german.page.getByRole('dialog').getByTestId('campaign-slack');
    await germanSection.getByRole('heading', { name: de.Slack['campaign-title'] }).waitFor({ timeout: 15_000 });
    await germanSection.getByText(`#${CHANNEL}`, { exact: true }).waitFor();
    await shot(german.page, 'de-03-campaign-channel');

    // A colleague comments with a mention: exactly one message reaches the fake Slack, with the text and a link.
    const member = await newContext();
    await signIn(member.page, MEMBER);
    const before = fake.messages.length;
    await commentWithMention(member.page, campaign.id, 'Brief for the launch is ready');
    await expect.poll(() => fake.messages.length, { timeout: 20_000 }).toBe(before + 1);
    const message = JSON.stringify(fake.messages.at(-1));
    expect(message).toContain('Brief for the launch is ready');
    expect(message).toContain(`${server.baseUrl}/campaign/${campaign.id}`);

    // Disconnect (with confirmation): the status says so, and the next comment reaches no Slack channel.
    await admin.page.goto('/workspace/settings?lang=en');
    expect(await slackStatus(admin.page)).toBe('connected');
    await admin.page.getByRole('button', { name: en.Slack.disconnect, exact: true }).click();
    const confirm = admin.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: en.Slack['disconnect-confirm'] }).click();
    await expect
      .poll(() => admin.page.getByTestId('slack-connection').getAttribute('data-status'), { timeout: 15_000 })
      .toBe('disconnected');
    await shot(admin.page, 'en-04-disconnected');

    // The mention's in-app notification arriving shows the workflow ran; Slack must have received nothing new by then.
    const inAppBefore = await unseenCount(admin.context);
    await commentWithMention(member.page, campaign.id, 'Second update after disconnecting');
    await expect.poll(() => unseenCount(admin.context), { timeout: 20_000 }).toBeGreaterThan(inAppBefore);
    expect(fake.messages.length).toBe(before + 1);

    expect([...unexpectedErrors(admin), ...unexpectedErrors(german), ...unexpectedErrors(member)]).toEqual([]);
  });
});
