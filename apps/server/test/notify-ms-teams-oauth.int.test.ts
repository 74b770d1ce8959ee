/**
 * Issue 40: "Connect Microsoft Teams" ends at GET /providers/ms-teams/authenticate after the admin-consent page. Only
 * an owner or admin of the tenant organisation (their active one) connects it, the Microsoft tenant is stored only
 * once a token for it was issued, and the browser returns only to our origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { MS_TEAMS_CHANNEL_ID } from '@creatorlens/core/notifications';
import { FAKE_TEAMS_TENANT_ID, type FakeMsTeamsServer } from '@creatorlens/test-support/fake-chat';
import { ORIGIN, type TestApp } from './support/test-app.ts';
import { signInToKessel } from './support/lists-fixtures.ts';
import { clientConfigOf, tenantOf } from './support/notify-calls.ts';
import { consentGranted, createMsTeamsTestApp, msTeamsCallback, teamsKitState } from './support/ms-teams.ts';

let app: TestApp;
let fake: FakeMsTeamsServer;
let orgAdmin: string;
let member: string;
let kessel: string;
let nordlichtId: string;
let kesselId: string;

const storedTenant = async (organizationId: string) =>
  (
    await app
      .db()
      .select({ data: schema.notificationChannelData.data })
      .from(schema.notificationChannelData)
      .where(
        and(
          eq(schema.notificationChannelData.collection, '$tenants'),
          eq(schema.notificationChannelData.objectId, organizationId),
          eq(schema.notificationChannelData.channelId, MS_TEAMS_CHANNEL_ID),
        ),
      )
  )[0]?.data;

const stateFor = async (cookie: string, tenant: string, redirectUrl?: string) =>
  teamsKitState({ userToken: (await clientConfigOf(app, cookie)).userToken, tenant, ...(redirectUrl ? { redirectUrl } : {}) });

beforeAll(async () => {
  ({ app, fake } = await createMsTeamsTestApp());
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

describe('Microsoft Teams admin-consent callback', () => {
  it('refuses a member who is not an owner or admin, and stores nothing', async () => {
    const target = await msTeamsCallback(app, consentGranted(await stateFor(member, nordlichtId), FAKE_TEAMS_TENANT_ID));
    expect(target.searchParams.get('ms_teams_error')).toBe('forbidden');
    expect(await storedTenant(nordlichtId)).toBeUndefined();
  });

  it("refuses an admin connecting another organisation's tenant", async () => {
    const target = await msTeamsCallback(app, consentGranted(await stateFor(orgAdmin, kesselId), FAKE_TEAMS_TENANT_ID));
    expect(target.searchParams.get('ms_teams_error')).toBe('forbidden');
    expect(await storedTenant(kesselId)).toBeUndefined();
  });

  it('refuses a bad state: missing, not JSON, a forged user token, another public key, the Slack shape', async () => {
    const config = await clientConfigOf(app, orgAdmin);
    const slackShaped = JSON.stringify({ ...JSON.parse(await stateFor(orgAdmin, nordlichtId)), ms_teams_tenant_object: undefined });
    for (const state of [
      'not json',
      teamsKitState({ userToken: `${config.userToken.slice(0, -4)}AAAA`, tenant: nordlichtId }),
      teamsKitState({ userToken: config.userToken, tenant: nordlichtId, publicKey: 'pk_other' }),
      slackShaped,
    ]) {
      const target = await msTeamsCallback(app, consentGranted(state, FAKE_TEAMS_TENANT_ID));
      expect(target.searchParams.get('ms_teams_error')).toBe('invalid_state');
    }
    const missing = await msTeamsCallback(app, { tenant: FAKE_TEAMS_TENANT_ID, admin_consent: 'True' });
    expect(missing.searchParams.get('ms_teams_error')).toBe('invalid_state');
    expect(await storedTenant(nordlichtId)).toBeUndefined();
  });

  it('reports a declined consent (error=access_denied) and a tenant that never consented', async () => {
    const state = await stateFor(orgAdmin, nordlichtId, `${ORIGIN}/campaign/abc`);
    const declined = await msTeamsCallback(app, { error: 'access_denied', error_description: 'The admin canceled the request.', state });
    expect(declined.pathname).toBe('/campaign/abc');
    expect(declined.searchParams.get('ms_teams_error')).toBe('access_denied');
    const unknown = await msTeamsCallback(app, consentGranted(state, '00000000-0000-4000-8000-000000000000'));
    expect(unknown.searchParams.get('ms_teams_error')).toBe('exchange_failed');
    const malformed = await msTeamsCallback(app, consentGranted(state, 'not-a-guid'));
    expect(malformed.searchParams.get('ms_teams_error')).toBe('invalid_request');
    const noConsent = await msTeamsCallback(app, { tenant: FAKE_TEAMS_TENANT_ID, state });
    expect(noConsent.searchParams.get('ms_teams_error')).toBe('consent_missing');
    expect(await storedTenant(nordlichtId)).toBeUndefined();
  });

  it('never redirects to another origin: an outside redirect_url falls back to the settings page', async () => {
    for (const redirectUrl of ['https://evil.example/steal', '//evil.example/steal']) {
      const target = await msTeamsCallback(app, {
        error: 'access_denied',
        state: await stateFor(member, nordlichtId, redirectUrl),
      });
      expect(target.origin).toBe(ORIGIN);
      expect(target.pathname).toBe('/workspace/settings');
    }
  });

  it('connects through the fake consent page: the tenant is stored and the browser returns to redirect_url', async () => {
    const config = await clientConfigOf(app, orgAdmin);
    expect(config.msTeams).toMatchObject({ channelId: MS_TEAMS_CHANNEL_ID, adminConsentUrl: fake.endpoints.adminConsentUrl });
    expect(JSON.stringify(config)).not.toContain('fake-graph-secret');
    const state = await stateFor(orgAdmin, nordlichtId, `${ORIGIN}/campaign/abc?tab=teams`);
    // The web app builds this URL (redirect_uri = PUBLIC origin + /providers/ms-teams/authenticate).
    const consent = new URL(config.msTeams!.adminConsentUrl);
    consent.searchParams.set('client_id', config.msTeams!.clientId);
    consent.searchParams.set('redirect_uri', `${ORIGIN}/providers/ms-teams/authenticate`);
    consent.searchParams.set('state', state);
    const page = await (await fetch(consent)).text();
    const accept = new URL(/id="accept" href="([^"]+)"/.exec(page)![1]!.replace(/&#38;/g, '&'));
    expect(accept.pathname).toBe('/providers/ms-teams/authenticate');
    const response = await app.server.inject({ method: 'GET', url: `${accept.pathname}${accept.search}` });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toBe(`${ORIGIN}/campaign/abc?tab=teams`);
    expect(await storedTenant(nordlichtId)).toEqual({ ms_teams_tenant_id: FAKE_TEAMS_TENANT_ID });
  });

  it('answers "already connected" for a second connection and keeps the first tenant', async () => {
    const target = await msTeamsCallback(
      app,
      consentGranted(await stateFor(orgAdmin, nordlichtId), '11111111-2222-4333-8444-555555555555'),
    );
    expect(target.searchParams.get('ms_teams_error')).toBe('already_connected');
    expect(await storedTenant(nordlichtId)).toEqual({ ms_teams_tenant_id: FAKE_TEAMS_TENANT_ID });
  });
});
