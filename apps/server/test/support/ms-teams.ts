import { expect } from 'vitest';
import { MS_TEAMS_CHANNEL_ID, NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { FAKE_TEAMS_CLIENT, startFakeMsTeamsServer, type FakeMsTeamsServer } from '@creatorlens/test-support/fake-chat';
import { createTestApp, ORIGIN, type TestApp } from './test-app.ts';
import { clientConfigOf, tenantOf } from './notify-calls.ts';

/** The real server with its Microsoft Teams provider pointed at the local fake identity platform, Graph and Bot Framework. */
export async function createMsTeamsTestApp(): Promise<{ app: TestApp; fake: FakeMsTeamsServer }> {
  const fake = await startFakeMsTeamsServer();
  const { loginUrl, graphUrl, botServiceUrl } = fake.endpoints;
  const app = await createTestApp({
    msTeams: { clientId: FAKE_TEAMS_CLIENT.id, clientSecret: FAKE_TEAMS_CLIENT.secret, loginUrl, graphUrl, botServiceUrl },
  });
  return { app, fake };
}

type Params = Record<string, string | number | boolean>;

/** A provider endpoint's URL with the query string the Knock client builds from nested params (ms_teams_tenant_object, query_options). */
export function msTeamsPath(endpoint: string, tenant: string, queryOptions: Params = {}, extra: Params = {}): string {
  const params = new URLSearchParams();
  params.append('ms_teams_tenant_object[object_id]', tenant);
  params.append('ms_teams_tenant_object[collection]', '$tenants');
  params.append('channel_id', MS_TEAMS_CHANNEL_ID);
  for (const [key, value] of Object.entries(queryOptions)) params.append(`query_options[${key}]`, String(value));
  for (const [key, value] of Object.entries(extra)) params.append(key, String(value));
  return `/v1/providers/ms-teams/${MS_TEAMS_CHANNEL_ID}/${endpoint}?${params}`;
}

/** The state JSON the Teams kit's useMsTeamsAuth builds. */
export function teamsKitState(input: { userToken: string; tenant: string; redirectUrl?: string; publicKey?: string }): string {
  return JSON.stringify({
    redirect_url: input.redirectUrl ?? `${ORIGIN}/workspace/settings`,
    ms_teams_tenant_object: { object_id: input.tenant, collection: '$tenants' },
    channel_id: MS_TEAMS_CHANNEL_ID,
    public_key: input.publicKey ?? NOTIFY_PUBLIC_KEY,
    user_token: input.userToken,
  });
}

/** Microsoft sending the browser back after the admin-consent page; returns where the server redirected it. */
export async function msTeamsCallback(app: TestApp, params: Record<string, string>): Promise<URL> {
  const response = await app.server.inject({ method: 'GET', url: `/providers/ms-teams/authenticate?${new URLSearchParams(params)}` });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

/** The callback after a granted consent for `msTenantId` (default: the fake's tenant). */
export const consentGranted = (state: string, msTenantId: string) => ({ tenant: msTenantId, admin_consent: 'True', state });

/** Connects the organisation's Microsoft tenant as its admin (the admin-consent round trip); returns the organisation id. */
export async function connectMsTeams(app: TestApp, adminCookie: string, msTenantId: string): Promise<string> {
  const config = await clientConfigOf(app, adminCookie);
  const tenant = await tenantOf(app, adminCookie);
  const target = await msTeamsCallback(app, consentGranted(teamsKitState({ userToken: config.userToken, tenant }), msTenantId));
  expect(target.searchParams.get('ms_teams_error')).toBeNull();
  return tenant;
}
