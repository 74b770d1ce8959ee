/** The demo account the latency bench signs in as (created by the first-start seed). */
export const DEMO_MEMBER_EMAIL = 'member@creatorlens.test';
export const DEMO_PASSWORD = 'creatorlens-demo';

/**
 * Signs in through better-auth's email endpoint and returns the `better-auth.session_token=...` cookie pair.
 * better-auth checks the Origin header against the server's PUBLIC_URL, so the base URL doubles as origin.
 */
export async function signIn(baseUrl: string, email = DEMO_MEMBER_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}: ${body.slice(0, 300)}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error('sign-in set no better-auth.session_token cookie');
  return cookie.split(';')[0]!;
}
