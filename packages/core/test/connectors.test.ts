import { describe, expect, it } from 'vitest';
import { instagramShares, toShares, youtubeShares } from '../src/connectors/index.ts';
import { decryptSecret, deriveConnectorKey, encryptSecret } from '../src/kernel/index.ts';
import { z } from 'zod';
import { parseRetryAfter, redactUrl, requestJson } from '../src/connectors/http-json.ts';
import { createOutboundGuard } from '../src/connectors/outbound-guard.ts';
import { isoDurationSeconds, nextPacificMidnight } from '../src/connectors/youtube.ts';
import { hashtagsOf, toCount } from '../src/connectors/platform-types.ts';
import { resolveSettings } from '../src/connectors/catalogue.ts';

describe('secret box', () => {
  it('round-trips, uses a fresh IV each time, and refuses another key or a tampered value', () => {
    const key = deriveConnectorKey('server-secret');
    const first = encryptSecret(key, 'AIza-secret');
    const second = encryptSecret(key, 'AIza-secret');
    expect(first).not.toBe(second);
    expect(first).not.toContain('AIza');
    expect(decryptSecret(key, first)).toBe('AIza-secret');
    // A string key derives the same key, so the server may hand in the auth secret itself.
    expect(decryptSecret('server-secret', first)).toBe('AIza-secret');
    expect(() => decryptSecret(deriveConnectorKey('other-secret'), first)).toThrow();
    const [version, iv, tag, body] = first.split('.');
    // Flip one bit of the decoded ciphertext (editing a base64 character can land on ignored padding bits).
    const bytes = Buffer.from(body!, 'base64url');
    bytes[0] = bytes[0]! ^ 0x01;
    const flipped = bytes.toString('base64url');
    expect(() => decryptSecret(key, [version, iv, tag, flipped].join('.'))).toThrow();
  });
});

describe('HTTP helpers', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
  it('never puts keys or tokens into messages', () => {
    expect(redactUrl('https://x.test/v3/channels?id=1&key=AIza123&part=id')).toBe('https://x.test/v3/channels?id=1&key=***&part=id');
    expect(redactUrl('https://x.test/1?access_token=EAAB&fields=id')).toBe('https://x.test/1?access_token=***&fields=id');
  });
});

describe('requestJson on a closed kept-alive connection', () => {
  // The request below names 127.0.0.1, as the local fakes do.
  const loopbackAllowed = createOutboundGuard({ allowPrivateHosts: true });
  const closed = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET', message: 'other side closed' } });
  const fetchFailingFirst = (times: number) => {
    const calls: string[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      calls.push(init?.method ?? 'GET');
      if (calls.length <= times) throw closed();
      return new Response('{"ok":true}', { status: 200 });
    }) as typeof globalThis.fetch;
    return { fetch, calls };
  };
  const request = (method: 'GET' | 'POST') => ({
    connector: 'test',
    url: 'http://127.0.0.1:1/x',
    method,
    schema: z.object({ ok: z.boolean() }),
  });

  it('sends a GET once more, and reports upstream when the second try fails too', async () => {
    const once = fetchFailingFirst(1);
    await expect(requestJson({ fetch: once.fetch, now: () => new Date(), outbound: loopbackAllowed }, request('GET'))).resolves.toEqual({
      ok: true,
    });
    expect(once.calls).toEqual(['GET', 'GET']);
    const twice = fetchFailingFirst(2);
    await expect(
      requestJson({ fetch: twice.fetch, now: () => new Date(), outbound: loopbackAllowed }, request('GET')),
    ).rejects.toMatchObject({ kind: 'upstream' });
    expect(twice.calls).toHaveLength(2);
  });

  it('never repeats a POST', async () => {
    const once = fetchFailingFirst(1);
    await expect(
      requestJson({ fetch: once.fetch, now: () => new Date(), outbound: loopbackAllowed }, request('POST')),
    ).rejects.toMatchObject({ kind: 'upstream' });
    expect(once.calls).toEqual(['POST']);
  });
});

describe('payload mapping', () => {
  it('reads ISO durations, counts, hashtags', () => {
    expect(isoDurationSeconds('PT14M31S')).toBe(871);
    expect(isoDurationSeconds('PT45S')).toBe(45);
    expect(isoDurationSeconds('P1DT2H')).toBe(93_600);
    expect(isoDurationSeconds('P0D')).toBe(0);
    expect(isoDurationSeconds('nonsense')).toBeNull();
    expect(toCount('412000')).toBe(412_000);
    expect(toCount(undefined)).toBeNull();
    expect(toCount('-3')).toBeNull();
    expect(hashtagsOf('Live #Musik und #musik, #Hamburg2026!')).toEqual(['musik', 'hamburg2026']);
  });
  it('finds the next midnight in Los Angeles (YouTube quota reset) in winter and summer', () => {
    expect(nextPacificMidnight(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(nextPacificMidnight(new Date('2026-07-01T06:59:00Z')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });
  it('merges stored settings over the defaults and ignores invalid ones', () => {
    expect(resolveSettings('youtube', { dailyQuota: 500 })).toMatchObject({
      baseUrl: 'https://www.googleapis.com/youtube/v3',
      dailyQuota: 500,
    });
    expect(resolveSettings('youtube', { dailyQuota: null }).dailyQuota).toBeNull();
    expect(resolveSettings('youtube', { baseUrl: 'not a url' }).baseUrl).toBe('https://www.googleapis.com/youtube/v3');
  });
});

describe('audience shares', () => {
  it('normalises to fractions of the total', () => {
    expect(toShares({ a: 1, b: 3, c: 0 })).toEqual({ b: 0.75, a: 0.25 });
    expect(toShares({})).toEqual({});
  });
  it('maps YouTube Analytics age groups and genders', () => {
    const ageGender = {
      columnHeaders: [{ name: 'ageGroup' }, { name: 'gender' }, { name: 'viewerPercentage' }],
      rows: [
        ['age18-24', 'female', 30],
        ['age18-24', 'male', 20],
        ['age65-', 'user_specified', 50],
      ],
    };
    const country = {
      columnHeaders: [{ name: 'country' }, { name: 'views' }],
      rows: [
        ['de', 300],
        ['AT', 100],
      ],
    };
    expect(youtubeShares(ageGender, country)).toEqual({
      ageShares: { '18-24': 0.5, '65+': 0.5 },
      genderShares: { other: 0.5, female: 0.3, male: 0.2 },
      countryShares: { DE: 0.75, AT: 0.25 },
    });
  });
  it('maps Instagram follower_demographics breakdowns', () => {
    const of = (pairs: [string, number][]) => ({
      data: [
        {
          name: 'follower_demographics' as const,
          total_value: { breakdowns: [{ results: pairs.map(([key, value]) => ({ dimension_values: [key], value })) }] },
        },
      ],
    });
    expect(
      instagramShares(
        of([
          ['18-24', 1],
          ['25-34', 3],
        ]),
        of([
          ['F', 1],
          ['M', 1],
        ]),
        of([
          ['DE', 2],
          ['US', 2],
        ]),
      ),
    ).toEqual({
      ageShares: { '25-34': 0.75, '18-24': 0.25 },
      genderShares: { female: 0.5, male: 0.5 },
      countryShares: { DE: 0.5, US: 0.5 },
    });
  });
});
