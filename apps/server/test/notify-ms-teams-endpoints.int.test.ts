/**
 * Issue 40: the Microsoft Teams provider endpoints the official Teams kit calls (auth_check, teams, channels,
 * revoke_access), with the query strings the Knock client builds from nested params, against the local fake
 * identity platform and Graph.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFakeTeams, FAKE_TEAMS_TENANT_ID, type FakeMsTeamsServer } from '@creatorlens/test-support/fake-chat';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signInToKessel } from './support/lists-fixtures.ts';
import { clientConfigOf, notifyCall, tenantOf } from './support/notify-calls.ts';
import { connectMsTeams, createMsTeamsTestApp, msTeamsPath } from './support/ms-teams.ts';

let app: TestApp;
let fake: FakeMsTeamsServer;
let orgAdmin: string;
let adminToken: string;
let memberToken: string;
let kesselToken: string;
let tenant: string;
let kesselId: string;

type Teams = { ms_teams_teams: { id: string; displayName?: string; description?: string }[]; skip_token: string | null };
type Channels = { ms_teams_channels: { id: string; displayName: string; isArchived?: boolean }[] };

const get = (url: string, token = memberToken) => notifyCall(app, { url, token });
const channelsOf = (teamId: string) => get(msTeamsPath('channels', tenant, {}, { team_id: teamId }));

beforeAll(async () => {
  ({ app, fake } = await createMsTeamsTestApp());
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

describe('Microsoft Teams provider endpoints', () => {
  it('answers "Microsoft Teams tenant ID not set." before a tenant is connected (the kit shows "disconnected")', async () => {
    for (const answer of [await get(msTeamsPath('auth_check', tenant)), await get(msTeamsPath('teams', tenant))]) {
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ message: 'Microsoft Teams tenant ID not set.' });
    }
  });

  it('checks a connected tenant', async () => {
    await connectMsTeams(app, orgAdmin, FAKE_TEAMS_TENANT_ID);
    const answer = await get(msTeamsPath('auth_check', tenant));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ connection: { ok: true } });
  });

  it("refuses another organisation's tenant (403), a missing tenant (400) and an unknown channel id (404)", async () => {
    expect((await get(msTeamsPath('auth_check', kesselId))).status).toBe(403);
    expect((await get(msTeamsPath('teams', tenant), kesselToken)).status).toBe(403);
    expect((await get(msTeamsPath('channels', tenant, {}, { team_id: 'team-marketing' }), kesselToken)).status).toBe(403);
    expect((await get(msTeamsPath('auth_check', tenant).replace(/ms_teams_tenant_object%5Bobject_id%5D=[^&]+&/, ''))).status).toBe(400);
    expect((await get(msTeamsPath('auth_check', tenant).replace(/ms-teams\/[^/]+\//, 'ms-teams/not-ours/'))).status).toBe(404);
  });

  it('pages the teams with $top and $skiptoken', async () => {
    const seen: string[] = [];
    let skipToken: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const answer = await get(msTeamsPath('teams', tenant, { $top: 50, ...(skipToken ? { $skiptoken: skipToken } : {}) }));
      expect(answer.status).toBe(200);
      const body = answer.json<Teams>();
      expect(body.ms_teams_teams.length).toBeLessThanOrEqual(50);
      seen.push(...body.ms_teams_teams.map((team) => team.id));
      skipToken = body.skip_token;
      if (!skipToken) break;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen[0]).toBe('team-marketing');
    for (const $top of [0, 1000, 'many']) expect((await get(msTeamsPath('teams', tenant, { $top }))).status, `$top=${$top}`).toBe(400);
  });

  it('passes $filter and $select on to Graph', async () => {
    const filtered = await get(msTeamsPath('teams', tenant, { $filter: "displayName eq 'Marketing'", $select: 'id,displayName' }));
    expect(filtered.json<Teams>()).toEqual({ ms_teams_teams: [{ id: 'team-marketing', displayName: 'Marketing' }], skip_token: null });
    const prefix = await get(msTeamsPath('teams', tenant, { $filter: "startswith(displayName,'team 11')", $select: 'id' }));
    expect(prefix.json<Teams>().ms_teams_teams.map((team) => team.id)).toEqual([
      'team-11',
      ...Array.from({ length: 10 }, (_, i) => `team-${110 + i}`),
    ]);
  });

  it("lists a team's channels; an unknown team is 404, a missing team_id 400", async () => {
    const answer = await channelsOf('team-marketing');
    expect(answer.status).toBe(200);
    const channels = answer.json<Channels>().ms_teams_channels;
    expect(channels.map((channel) => channel.displayName)).toEqual(['General', 'campaign-updates', 'pitch', 'old-launch']);
    expect(channels.find((channel) => channel.displayName === 'old-launch')).toMatchObject({ isArchived: true });
    const filtered = await get(
      msTeamsPath('channels', tenant, { $filter: "displayName eq 'General'", $select: 'id' }, { team_id: 'team-marketing' }),
    );
    expect(filtered.json<Channels>()).toEqual({ ms_teams_channels: [{ id: '19:general@thread.tacv2' }] });
    expect((await channelsOf('team-nope')).status).toBe(404);
    expect((await get(msTeamsPath('channels', tenant))).status).toBe(400);
  });

  it("waits out a short 429; a long one is passed on as 429 with Microsoft's Retry-After", async () => {
    fake.failNext('graph', 429, 1, 1);
    const started = Date.now();
    expect((await channelsOf('team-marketing')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    fake.failNext('graph', 429, 5, 30);
    const limited = await channelsOf('team-marketing');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    fake.failNext('graph', 429, 0);
  });

  it('answers 502 (not 500) when Graph keeps failing', async () => {
    fake.failNext('graph', 503, 3);
    const answer = await get(msTeamsPath('teams', tenant));
    expect(answer.status).toBe(502);
    fake.failNext('graph', 503, 0);
  });

  it('lets only an owner or admin revoke; revoking answers "ok" and disconnects', async () => {
    const revoke = (token: string) => notifyCall(app, { method: 'PUT', url: msTeamsPath('revoke_access', tenant), token });
    expect((await revoke(memberToken)).status).toBe(403);
    const revoked = await revoke(adminToken);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toBe('ok');
    expect((await get(msTeamsPath('auth_check', tenant))).status).toBe(404);
  });

  it('disconnects when the admin withdrew consent in the Microsoft tenant', async () => {
    await connectMsTeams(app, orgAdmin, FAKE_TEAMS_TENANT_ID);
    fake.revokeConsent(FAKE_TEAMS_TENANT_ID);
    const answer = await get(msTeamsPath('auth_check', tenant));
    expect(answer.body).toEqual({ connection: { ok: false, reason: 'invalid_grant' } });
    const after = await get(msTeamsPath('auth_check', tenant));
    expect(after.status).toBe(404);
    expect(after.json()).toMatchObject({ message: 'Microsoft Teams tenant ID not set.' });
  });

  it('disconnects when Graph refuses a cached token after the consent was withdrawn', async () => {
    const otherTenant = '3a2b1c0d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    fake.tenants.set(otherTenant, defaultFakeTeams());
    await connectMsTeams(app, orgAdmin, otherTenant);
    expect((await get(msTeamsPath('teams', tenant))).status).toBe(200);
    fake.revokeConsent(otherTenant);
    const refused = await get(msTeamsPath('teams', tenant));
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ms_teams_disconnected' });
    expect((await get(msTeamsPath('auth_check', tenant))).status).toBe(404);
  });
});

describe('Microsoft Teams provider without a configured Microsoft app', () => {
  it('answers the not-connected shapes, and client config carries msTeams: null', async () => {
    const plain = await createTestApp();
    try {
      const cookie = await plain.signIn('org-admin@creatorlens.test');
      const config = await clientConfigOf(plain, cookie);
      expect(config.msTeams).toBeNull();
      const organizationId = await tenantOf(plain, cookie);
      const call = (endpoint: string, method: 'GET' | 'PUT' = 'GET') =>
        notifyCall(plain, {
          method,
          url: msTeamsPath(endpoint, organizationId, {}, { team_id: 'team-marketing' }),
          token: config.userToken,
        });
      expect((await call('auth_check')).body).toEqual({ connection: { ok: false, reason: 'not_connected' } });
      expect((await call('teams')).body).toEqual({ ms_teams_teams: [], skip_token: null });
      expect((await call('channels')).body).toEqual({ ms_teams_channels: [] });
      expect((await call('revoke_access', 'PUT')).body).toBe('ok');
    } finally {
      await plain.close();
    }
  });
});
