import { expect } from 'vitest';
import { getNotifyKeys, NOTIFY_PUBLIC_KEY, SLACK_CHANNEL_ID } from '@creatorlens/core/notifications';
import { startFakeSlackServer, type FakeSlackServer } from '@creatorlens/test-support/fake-chat';
import { createTestApp, ORIGIN, type TestApp } from './test-app.ts';

/** The real server with its Slack provider pointed at a local fake Slack. */
export async function createSlackTestApp(): Promise<{ app: TestApp; fake: FakeSlackServer }> {
  const fake = await startFakeSlackServer();
  const app = await createTestApp({
    slack: { clientId: fake.clientId, clientSecret: fake.clientSecret, apiUrl: fake.apiUrl, authorizeUrl: fake.authorizeUrl },
  });
  return { app, fake };
}

/** The Knock client settings a signed-in browser gets (user token bound to this session). */
export async function clientConfigOf(app: TestApp, cookie: string) {
  const config = await app.query(cookie, 'notification.getClientConfig');
  expect(config.status).toBe(200);
  return config.data;
}

export interface NotifyAnswer {
  status: number;
  body: unknown;
  json: <T = Record<string, unknown>>() => T;
}

/** One /v1 call as the Knock client makes it: the public key with a user token, or the secret key (token: 'secret'). */
export async function notifyCall(
  app: TestApp,
  input: { method?: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; token: string | 'secret'; body?: unknown },
): Promise<NotifyAnswer> {
  const apiKey = input.token === 'secret' ? (await getNotifyKeys(app.db())).secretKey : NOTIFY_PUBLIC_KEY;
  const response = await app.server.inject({
    method: input.method ?? 'GET',
    url: input.url,
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      ...(input.token === 'secret' ? {} : { 'x-knock-user-token': input.token }),
    },
    ...(input.body === undefined ? {} : { payload: JSON.stringify(input.body) }),
  });
  const parse = () => (response.body ? (JSON.parse(response.body) as unknown) : undefined);
  return { status: response.statusCode, body: parse(), json: <T>() => parse() as T };
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

/** The organisation active in a session: the tenant id the web app passes to the Slack kit. */
export async function tenantOf(app: TestApp, cookie: string): Promise<string> {
  const user = await app.query(cookie, 'user.getSessionUser');
  return user.data!.organization!.id;
}
