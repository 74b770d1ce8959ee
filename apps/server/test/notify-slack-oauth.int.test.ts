/**
 * Issue 40: "Connect to Slack" ends at GET /providers/slack/authenticate. Only an owner or admin of the tenant
 * organisation (their active one) connects it, the token is stored sealed, and the browser returns only to our origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { readChatToken, SLACK_CHANNEL_ID } from '@creatorlens/core/notifications';
import type { FakeSlackServer } from '@creatorlens/test-support/fake-chat';
import { ORIGIN, type TestApp } from './support/test-app.ts';
import { signInToKessel } from './support/lists-fixtures.ts';
import { clientConfigOf, createSlackTestApp, kitState, slackCallback, tenantOf } from './support/slack.ts';

let app: TestApp;
let fake: FakeSlackServer;
let orgAdmin: string;
let member: string;
let kessel: string;
let nordlichtId: string;
let kesselId: string;

const storedTenantRow = async (organizationId: string) =>
  (
    await app
      .db()
      .select()
      .from(schema.notificationChannelData)
      .where(
        and(
          eq(schema.notificationChannelData.collection, '$tenants'),
          eq(schema.notificationChannelData.objectId, organizationId),
          eq(schema.notificationChannelData.channelId, SLACK_CHANNEL_ID),
        ),
      )
  )[0];

const openToken = (organizationId: string) =>
  readChatToken({ db: app.db(), encryptionKey: 'test-secret-test-secret-test-secret' }, 'slack', organizationId);

beforeAll(async () => {
  ({ app, fake } = await createSlackTestApp());
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  nordlichtId = await tenantOf(app, orgAdmin);
  kesselId = await tenantOf(app, kessel);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('Slack OAuth callback', () => {
  it('refuses a member who is not an owner or admin, and stores nothing', async () => {
    const config = await clientConfigOf(app, member);
    const target = await slackCallback(app, fake, kitState({ userToken: config.userToken, tenant: nordlichtId }));
    expect(target.searchParams.get('slack_error')).toBe('forbidden');
    expect(await storedTenantRow(nordlichtId)).toBeUndefined();
  });

  it("refuses an admin connecting another organisation's tenant", async () => {
    const config = await clientConfigOf(app, orgAdmin);
    const target = await slackCallback(app, fake, kitState({ userToken: config.userToken, tenant: kesselId }));
    expect(target.searchParams.get('slack_error')).toBe('forbidden');
    expect(await storedTenantRow(kesselId)).toBeUndefined();
  });

  it('refuses a bad state: not JSON, a forged user token, another public key', async () => {
    const config = await clientConfigOf(app, orgAdmin);
    for (const state of [
      'not json',
      kitState({ userToken: `${config.userToken.slice(0, -4)}AAAA`, tenant: nordlichtId }),
      kitState({ userToken: config.userToken, tenant: nordlichtId, publicKey: 'pk_other' }),
    ]) {
      const target = await slackCallback(app, fake, state);
      expect(target.searchParams.get('slack_error')).toBe('invalid_state');
    }
    expect(await storedTenantRow(nordlichtId)).toBeUndefined();
  });

  it('never redirects to another origin: an outside redirect_url falls back to the settings page', async () => {
    const config = await clientConfigOf(app, member);
    const target = await slackCallback(
      app,
      fake,
      kitState({ userToken: config.userToken, tenant: nordlichtId, redirectUrl: 'https://evil.example/steal' }),
    );
    expect(target.origin).toBe(ORIGIN);
    expect(target.pathname).toBe('/workspace/settings');
  });

  it('connects through the fake Allow page: the token is stored sealed and the browser returns to redirect_url', async () => {
    const config = await clientConfigOf(app, orgAdmin);
    const state = kitState({ userToken: config.userToken, tenant: nordlichtId, redirectUrl: `${ORIGIN}/campaign/abc?tab=slack` });
    // The web app builds this URL (contract: redirect_uri = PUBLIC origin + /providers/slack/authenticate).
    const authorize = new URL(fake.authorizeUrl);
    authorize.searchParams.set('client_id', fake.clientId);
    authorize.searchParams.set('scope', 'chat:write,chat:write.public,channels:read,groups:read');
    authorize.searchParams.set('state', state);
    authorize.searchParams.set('redirect_uri', `${ORIGIN}/providers/slack/authenticate`);
    const page = await (await fetch(authorize)).text();
    const allow = new URL(/href="([^"]+)"[^>]*id="allow"/.exec(page)![1]!.replace(/&#38;/g, '&'));
    expect(allow.pathname).toBe('/providers/slack/authenticate');
    expect(allow.searchParams.get('state')).toBe(state);
    const response = await app.server.inject({ method: 'GET', url: `${allow.pathname}${allow.search}` });
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(target.href).toBe(`${ORIGIN}/campaign/abc?tab=slack`);

    const row = await storedTenantRow(nordlichtId);
    const [issued] = fake.liveTokens();
    expect(issued).toMatch(/^xoxb-/);
    expect(JSON.stringify(row!.data)).not.toContain(issued);
    expect(await openToken(nordlichtId)).toBe(issued);
  });

  it('answers "already connected" for a second connection and keeps the first token', async () => {
    const before = await openToken(nordlichtId);
    const config = await clientConfigOf(app, orgAdmin);
    const target = await slackCallback(app, fake, kitState({ userToken: config.userToken, tenant: nordlichtId }));
    expect(target.searchParams.get('slack_error')).toBe('already_connected');
    expect(await openToken(nordlichtId)).toBe(before);
    expect(fake.liveTokens()).toHaveLength(1);
  });

  it('reports a code Slack refuses as exchange_failed', async () => {
    const config = await clientConfigOf(app, kessel);
    const target = await slackCallback(app, fake, kitState({ userToken: config.userToken, tenant: kesselId }), 'code-never-issued');
    expect(target.searchParams.get('slack_error')).toBe('exchange_failed');
    expect(await storedTenantRow(kesselId)).toBeUndefined();
  });
});
