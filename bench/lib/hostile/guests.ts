import { request, sleep } from './tally.ts';

export interface NotifyIdentity {
  cookie: string;
  userId: string;
  userToken: string;
  feedChannelId: string;
}

/** The session cookie pair a better-auth answer set. */
export function sessionCookieOf(headers: Headers | null): string | null {
  const cookie = headers?.getSetCookie().find((value) => value.startsWith('better-auth.session_token='));
  return cookie ? cookie.split(';')[0]! : null;
}

/** The notification identity (user id, user token, feed channel) of a signed-in session. */
export async function notifyIdentity(baseUrl: string, cookie: string): Promise<NotifyIdentity> {
  const answer = await request(`${baseUrl}/api/trpc/notification.getClientConfig`, { headers: { cookie } });
  if (answer.status !== 200) throw new Error(`getClientConfig answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  const data = (JSON.parse(answer.body) as { result: { data: { userId: string; userToken: string; feedChannelId: string } } }).result.data;
  return { cookie, ...data };
}

/**
 * A new guest session with its notification identity. `forwardedFor` is the address the soak's one trusted proxy
 * would have appended (each lane its own client address); better-auth's sign-in limiter is waited out.
 */
export async function newGuest(baseUrl: string, forwardedFor?: string): Promise<NotifyIdentity> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = await request(`${baseUrl}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: '{}',
    });
    const cookie = sessionCookieOf(answer.headers);
    if (answer.status === 200 && cookie) return notifyIdentity(baseUrl, cookie);
    if (answer.status !== 429) throw new Error(`guest sign-in answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    await sleep(2_000);
  }
  throw new Error('guest sign-in stayed rate-limited for two minutes');
}
