/**
 * Issue 40: the Slack provider endpoints the official Slack kit calls (auth_check, channels, revoke_access), with the
 * query strings the Knock client builds from nested params, against the local fake Slack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSlackServer } from '@creatorlens/test-support/fake-chat';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signInToKessel } from './support/lists-fixtures.ts';
import { clientConfigOf, connectSlack, createSlackTestApp, notifyCall, slackPath, tenantOf } from './support/slack.ts';

let app: TestApp;
let fake: FakeSlackServer;
let orgAdmin: string;
let adminToken: string;
let memberToken: string;
let kesselToken: string;
let tenant: string;
let kesselId: string;

type Channels = {
  slack_channels: { id: string; name: string; is_private: boolean; is_im: boolean; context_team_id: string }[];
  next_cursor: string | null;
};

beforeAll(async () => {
  ({ app, fake } = await createSlackTestApp());
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  const member = await app.signIn('member@creatorlens.test');
  const kessel = await signInToKessel(app);
  adminToken = (await clientConfigOf(app, orgAdmin)).userToken;
  memberToken = (await clientConfigOf(app, member)).userToken;
  kesselToken = (await clientConfigOf(app, kessel)).userToken;
  tenant = await tenantOf(app, orgAdmin);
  kesselId = await tenantOf(app, kessel);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('Slack provider endpoints', () => {
  it('answers "Access token not set." before the workspace is connected (the kit shows "disconnected")', async () => {
    const answer = await notifyCall(app, { url: slackPath('auth_check', tenant), token: memberToken });
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Access token not set.' });
  });

  it("refuses another organisation's tenant (403) and an unknown Slack channel id (404)", async () => {
    await connectSlack(app, fake, orgAdmin);
    expect((await notifyCall(app, { url: slackPath('auth_check', kesselId), token: memberToken })).status).toBe(403);
    expect((await notifyCall(app, { url: slackPath('channels', tenant), token: kesselToken })).status).toBe(403);
    const wrong = await notifyCall(app, {
      url: slackPath('auth_check', tenant).replace(/slack\/[^/]+\//, 'slack/not-ours/'),
      token: memberToken,
    });
    expect(wrong.status).toBe(404);
  });

  it('checks the connection with auth.test', async () => {
    const answer = await notifyCall(app, { url: slackPath('auth_check', tenant), token: memberToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ connection: { ok: true } });
  });

  it('pages channels with cursor and limit, public and private, archived left out', async () => {
    const seen: Channels['slack_channels'] = [];
    let cursor = '';
    for (let page = 0; page < 5; page += 1) {
      const options = { limit: 2, types: 'private_channel,public_channel', exclude_archived: true, ...(cursor ? { cursor } : {}) };
      const answer = await notifyCall(app, { url: slackPath('channels', tenant, options), token: memberToken });
      expect(answer.status).toBe(200);
      const body = answer.json<Channels>();
      expect(body.slack_channels.length).toBeLessThanOrEqual(2);
      seen.push(...body.slack_channels);
      if (!body.next_cursor) break;
      cursor = body.next_cursor;
    }
    expect(seen.map((channel) => channel.name)).toEqual(['general', 'campaign-updates', 'marketing', 'leadership']);
    expect(seen.find((channel) => channel.name === 'leadership')).toMatchObject({
      is_private: true,
      is_im: false,
      context_team_id: fake.team.id,
    });
    const archived = await notifyCall(app, { url: slackPath('channels', tenant, { exclude_archived: false }), token: memberToken });
    expect(archived.json<Channels>().slack_channels.map((channel) => channel.name)).toContain('old-launch');
  });

  it('rejects malformed query options with 400', async () => {
    expect((await notifyCall(app, { url: slackPath('channels', tenant, { limit: 0 }), token: memberToken })).status).toBe(400);
    expect((await notifyCall(app, { url: slackPath('channels', tenant, { exclude_archived: 'maybe' }), token: memberToken })).status).toBe(
      400,
    );
    expect((await notifyCall(app, { url: slackPath('channels', tenant, { types: 'everything' }), token: memberToken })).status).toBe(400);
  });

  it("waits out one 429 with Slack's Retry-After and answers; a lasting 429 is passed on as 429", async () => {
    fake.failNext('conversations.list', { kind: 'rate_limited', retryAfterSeconds: 1 });
    const started = Date.now();
    const answer = await notifyCall(app, { url: slackPath('channels', tenant), token: memberToken });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    fake.failNext('conversations.list', { kind: 'rate_limited', retryAfterSeconds: 30 }, 5);
    const limited = await notifyCall(app, { url: slackPath('channels', tenant), token: memberToken });
    expect(limited.status).toBe(429);
    fake.failNext('conversations.list', { kind: 'rate_limited' }, 0);
  });

  it('answers 502 (not 500) when Slack keeps failing', async () => {
    fake.failNext('conversations.list', { kind: 'server_error' }, 3);
    const answer = await notifyCall(app, { url: slackPath('channels', tenant), token: memberToken });
    expect(answer.status).toBe(502);
  });

  it('lets only an owner or admin revoke; revoking answers "ok" and removes the token', async () => {
    expect((await notifyCall(app, { method: 'PUT', url: slackPath('revoke_access', tenant), token: memberToken })).status).toBe(403);
    const revoked = await notifyCall(app, { method: 'PUT', url: slackPath('revoke_access', tenant), token: adminToken });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toBe('ok');
    expect(fake.liveTokens()).toEqual([]);
    expect((await notifyCall(app, { url: slackPath('auth_check', tenant), token: memberToken })).status).toBe(404);
  });

  it('disconnects when Slack says the token was revoked in the workspace', async () => {
    await connectSlack(app, fake, orgAdmin);
    fake.revokeAllTokens();
    const answer = await notifyCall(app, { url: slackPath('auth_check', tenant), token: memberToken });
    expect(answer.body).toEqual({ connection: { ok: false, reason: 'token_revoked' } });
    expect((await notifyCall(app, { url: slackPath('auth_check', tenant), token: memberToken })).status).toBe(404);
  });
});

describe('Slack provider without a configured Slack app', () => {
  it('answers the not-connected shapes, and client config carries slack: null', async () => {
    const plain = await createTestApp();
    try {
      const cookie = await plain.signIn('org-admin@creatorlens.test');
      const config = await clientConfigOf(plain, cookie);
      expect(config.slack).toBeNull();
      const organizationId = await tenantOf(plain, cookie);
      const check = await notifyCall(plain, { url: slackPath('auth_check', organizationId), token: config.userToken });
      expect(check.body).toEqual({ connection: { ok: false, reason: 'not_connected' } });
      const channels = await notifyCall(plain, { url: slackPath('channels', organizationId), token: config.userToken });
      expect(channels.body).toEqual({ slack_channels: [], next_cursor: null });
    } finally {
      await plain.close();
    }
  });

  it('hands the browser the Slack app (client id, authorize URL, channel id) when configured, never the secret', async () => {
    const config = await clientConfigOf(app, orgAdmin);
    expect(config.slack).toEqual({ channelId: expect.any(String), clientId: fake.clientId, authorizeUrl: fake.authorizeUrl });
    expect(JSON.stringify(config)).not.toContain(fake.clientSecret);
  });
});
