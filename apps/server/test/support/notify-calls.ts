import { expect } from 'vitest';
import { getNotifyKeys, NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import type { TestApp } from './test-app.ts';

/**
 * The notification server as the chat kits reach it (Slack and Microsoft Teams alike): a signed-in browser's client
 * settings, /v1 calls with a user token or the secret key, and the tenant id the web app passes to the kits.
 */

/** The Knock client settings a signed-in browser gets (user token bound to this session). */
export async function clientConfigOf(app: TestApp, cookie: string) {
  const config = await app.query(cookie, 'notification.getClientConfig');
  expect(config.status).toBe(200);
  return config.data;
}

export interface NotifyAnswer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
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
  return { status: response.statusCode, body: parse(), headers: response.headers, json: <T>() => parse() as T };
}

/** The organisation active in a session: the tenant id the web app passes to the chat kits. */
export async function tenantOf(app: TestApp, cookie: string): Promise<string> {
  const user = await app.query(cookie, 'user.getSessionUser');
  return user.data!.organization!.id;
}
