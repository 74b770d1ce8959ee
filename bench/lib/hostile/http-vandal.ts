import { randomBytes, randomInt } from 'node:crypto';
import { NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { newGuest, type NotifyIdentity } from './guests.ts';
import { request, sleep, type Tally } from './tally.ts';

/** The address the soak's "proxy" saw for the rotating client: the right-most X-Forwarded-For entry. */
export const ROTATOR_REAL_ADDRESS = '203.0.113.7';
const BODY_VANDAL_ADDRESS = '203.0.113.8';

const deepJson = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;
const randomAddress = () => `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * Bodies no client sends, to every JSON parser of the server: deep nesting (auth, tRPC, /v1), random bytes declared
 * as JSON, prototype keys. Each must get a 4xx.
 */
export async function bodyVandal(baseUrl: string, tally: Tally, until: number): Promise<void> {
  let guest: NotifyIdentity = await newGuest(baseUrl, BODY_VANDAL_ADDRESS);
  for (let round = 0; Date.now() < until; round += 1) {
    const json = { 'content-type': 'application/json', origin: baseUrl };
    const auth = await request(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: deepJson(5_000 + (round % 5) * 10_000),
    });
    tally.attackAnswered('deep JSON /api/auth', auth.status, auth.body);
    const trpc = await request(`${baseUrl}/api/trpc/tag.createTag`, {
      method: 'POST',
      headers: { ...json, cookie: guest.cookie },
      body: `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)},"color":"sky"}`,
    });
    tally.attackAnswered('deep JSON /api/trpc', trpc.status, trpc.body);
    const v1 = await request(`${baseUrl}/v1/users/${encodeURIComponent(guest.userId)}/preferences/default`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': guest.userToken },
      body: `{"categories":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    });
    if (v1.status === 401) guest = await newGuest(baseUrl, BODY_VANDAL_ADDRESS);
    else tally.attackAnswered('deep JSON /v1', v1.status, v1.body);
    const junk = await request(`${baseUrl}/api/trpc/tag.createTag`, {
      method: 'POST',
      headers: { ...json, cookie: guest.cookie },
      body: randomBytes(512),
    });
    tally.attackAnswered('random bytes as JSON', junk.status, junk.body);
    const pollution = await request(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}},"email":1}',
    });
    tally.attackAnswered('prototype keys', pollution.status, pollution.body);
    await sleep(100);
  }
}

/**
 * A client that writes a new left-most X-Forwarded-For on every request, behind one proxy that appends the real
 * address (as nginx's $proxy_add_x_forwarded_for does): wrong-password sign-ins and sign-ups. The per-address
 * limits must still bind on the real address (429), however the left-most value changes.
 */
export async function forwardedForRotator(baseUrl: string, tally: Tally, until: number): Promise<void> {
  for (let attempt = 0; Date.now() < until; attempt += 1) {
    const headers = {
      'content-type': 'application/json',
      origin: baseUrl,
      'x-forwarded-for': `${randomAddress()}, ${ROTATOR_REAL_ADDRESS}`,
    };
    const isSignUp = attempt % 2 === 1;
    const answer = isSignUp
      ? await request(`${baseUrl}/api/auth/sign-up/email`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: 'Rotator', email: `rotator-${attempt}-${Date.now()}@example.com`, password: 'a-good-password' }),
        })
      : await request(`${baseUrl}/api/auth/sign-in/email`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: 'member@creatorlens.test', password: `wrong-${attempt}` }),
        });
    const lane = isSignUp ? 'rotated X-Forwarded-For sign-up' : 'rotated X-Forwarded-For sign-in';
    if (answer.status === 429) tally.refused(`${lane}: HTTP 429`);
    else if (answer.status === 200 || answer.status === 401) tally.noted(`${lane}: HTTP ${answer.status}`);
    else tally.attackAnswered(lane, answer.status, answer.body);
    await sleep(500);
  }
}
