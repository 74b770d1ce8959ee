import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestJson } from '../src/connectors/http-json.ts';
import { createOutboundGuard } from '../src/connectors/outbound-guard.ts';

/** A fetch that answers from a table by URL and records what was sent where. */
function scriptedFetch(answers: Record<string, () => Response>) {
  const sent: { url: string; method: string; body: unknown; redirect: unknown }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    sent.push({ url, method: init?.method ?? 'GET', body: init?.body, redirect: init?.redirect });
    return answers[url]?.() ?? new Response('{}', { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}
const redirect = (status: number, location: string) => () => new Response(null, { status, headers: { location } });
const ok = () => new Response('{"ok":true}', { status: 200 });
const deps = (fetch: typeof globalThis.fetch) => ({
  fetch,
  now: () => new Date(),
  outbound: createOutboundGuard({ allowPrivateHosts: false, lookup: async () => ['93.184.215.14'] }),
});
const call = (fetch: typeof globalThis.fetch, url: string, method: 'GET' | 'POST' = 'GET') =>
  requestJson(deps(fetch), {
    connector: 'test',
    url,
    method,
    body: method === 'POST' ? 'client_secret=s3cret' : undefined,
    schema: z.object({ ok: z.boolean() }),
  });

describe('requestJson and redirects', () => {
  it('follows a redirect within the same origin, asking fetch never to follow one itself', async () => {
    const { fetch, sent } = scriptedFetch({ 'https://api.example/v1/x': redirect(301, '/v2/x'), 'https://api.example/v2/x': ok });
    await expect(call(fetch, 'https://api.example/v1/x')).resolves.toEqual({ ok: true });
    expect(sent.map((request) => [request.url, request.redirect])).toEqual([
      ['https://api.example/v1/x', 'manual'],
      ['https://api.example/v2/x', 'manual'],
    ]);
  });

  it('refuses a redirect to another origin (host, port or scheme) without sending anything there', async () => {
    for (const target of ['https://evil.example/x', 'https://api.example:8443/x', 'http://api.example/x']) {
      const { fetch, sent } = scriptedFetch({ 'https://api.example/x': redirect(302, target), [target]: ok });
      await expect(call(fetch, 'https://api.example/x')).rejects.toMatchObject({ kind: 'upstream', status: 302 });
      expect(sent).toHaveLength(1);
    }
  });

  it('re-sends a POST only on 307/308, and stops after a few hops', async () => {
    const temporary = scriptedFetch({ 'https://id.example/token': redirect(307, '/token2'), 'https://id.example/token2': ok });
    await expect(call(temporary.fetch, 'https://id.example/token', 'POST')).resolves.toEqual({ ok: true });
    expect(temporary.sent[1]).toMatchObject({ method: 'POST', body: 'client_secret=s3cret' });
    const found = scriptedFetch({ 'https://id.example/token': redirect(302, '/token2'), 'https://id.example/token2': ok });
    await expect(call(found.fetch, 'https://id.example/token', 'POST')).rejects.toMatchObject({ kind: 'upstream' });
    expect(found.sent).toHaveLength(1);
    const loop = scriptedFetch({ 'https://api.example/a': redirect(302, '/b'), 'https://api.example/b': redirect(302, '/a') });
    await expect(call(loop.fetch, 'https://api.example/a')).rejects.toMatchObject({ message: 'test: redirected too often' });
    expect(loop.sent).toHaveLength(4);
  });
});
