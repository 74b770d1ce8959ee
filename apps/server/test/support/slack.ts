import { expect } from 'vitest';
import { NOTIFY_PUBLIC_KEY, SLACK_CHANNEL_ID } from '@creatorlens/core/notifications';
import { startFakeSlackServer, type FakeSlackServer } from '@creatorlens/test-support/fake-chat';
import { createTestApp, ORIGIN, type TestApp } from './test-app.ts';
import { clientConfigOf, tenantOf } from './notify-calls.ts';

// The generic notification-server helpers moved to notify-calls.ts (shared with Microsoft Teams); re-exported for the Slack tests.
export { clientConfigOf, notifyCall, tenantOf, type NotifyAnswer } from './notify-calls.ts';

/** The real server with its Slack provider pointed at a local fake Slack. */
export async function createSlackTestApp(): Promise<{ app: TestApp; fake: FakeSlackServer }> {
  const fake = await startFakeSlackServer();
  const app = await createTestApp({
    slack: { clientId: fake.clientId, clientSecret: fake.clientSecret, apiUrl: fake.apiUrl, authorizeUrl: fake.authorizeUrl },
  });
  return { app, fake };
}

/** The query string the Knock client builds from nested params (api.ts appendSearchParam). */
export function slackQuery(tenant: string, queryOptions: Record<string, string | number | boolean> = {}): string {
  const params = new URLSearchParams();
  params.append('access_token_object[object_id]', tenant);
  params.append('access_token_object[collection]', '$tenants');
  params.append('channel_id', SLACK_CHANNEL_ID);
  for (const [key, value] of Object.entries(queryOptions)) params.append(`query_options[${key}]`, String(value));
  return params.toString();
}

export const slackPath = (endpoint: string, tenant: string, queryOptions?: Record<string, string | number | boolean>) =>
  `/v1/providers/slack/${SLACK_CHANNEL_ID}/${endpoint}?${slackQuery(tenant, queryOptions)}`;

/** The state JSON the Slack kit's useSlackAuth builds. */
export function kitState(input: { userToken: string; tenant: string; redirectUrl?: string; publicKey?: string }): string {
  return JSON.stringify({
    nonce: 'nonce-1',
    redirect_url: input.redirectUrl ?? `${ORIGIN}/workspace/settings`,
    access_token_object: { object_id: input.tenant, collection: '$tenants' },
    channel_id: SLACK_CHANNEL_ID,
    public_key: input.publicKey ?? NOTIFY_PUBLIC_KEY,
    user_token: input.userToken,
  });
}

/** Slack sending the browser back with a fresh code; returns where the server redirected it. */
export async function slackCallback(app: TestApp, fake: FakeSlackServer, state: string, code = fake.issueCode()): Promise<URL> {
  const response = await app.server.inject({
    method: 'GET',
    url: `/providers/slack/authenticate?${new URLSearchParams({ code, state })}`,
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

/** Connects the organisation's workspace as its admin (the OAuth round trip). */
export async function connectSlack(app: TestApp, fake: FakeSlackServer, adminCookie: string): Promise<string> {
  const config = await clientConfigOf(app, adminCookie);
  const tenant = await tenantOf(app, adminCookie);
  const target = await slackCallback(app, fake, kitState({ userToken: config.userToken, tenant }));
  expect(target.searchParams.get('slack_error')).toBeNull();
  return tenant;
}
