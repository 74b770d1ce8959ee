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

/** The password of the demo accounts the first-start seed creates (README). */
const DEMO_PASSWORD = 'creatorlens-demo';

/** Signs a demo account in, waiting out better-auth's sign-in limiter (a few per 10 s per client address). */
export async function signInDemo(baseUrl: string, email: string, forwardedFor?: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await request(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const cookie = sessionCookieOf(answer.headers);
    if (answer.status === 200 && cookie) return cookie;
    if (answer.status !== 429) throw new Error(`sign-in as ${email} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    await sleep(3_000);
  }
  throw new Error(`sign-in as ${email} stayed rate-limited`);
}
