/**
 * A local stand-in for the platforms' APIs (YouTube, Twitch, Instagram, TikTok) and the creator OAuth providers
 * (Google, Meta), for tests and benches: recorded real-shaped payloads, generated "syn_N" accounts for scale, and
 * switches for the failures the connectors must survive. Never used by the product server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixture } from './platform-payloads.ts';
import { googleRoute, metaRoute, type FakeOAuthCodes } from './oauth-routes.ts';
import {
  instagramRoute,
  tiktokRoute,
  twitchRoute,
  youtubeRoute,
  type FakeLiveStream,
  type FakeRequest,
  type FakeResponse,
  type FakeState,
  type FakeTwitchLive,
} from './platform-routes.ts';

export type FakeConnector = 'youtube' | 'twitch' | 'instagram' | 'tiktok' | 'google' | 'meta';
/**
 * rate_limited: 429 with the platform's wait header; quota_exhausted: the platform's daily-quota answer;
 * malformed: a 200 with a cut-off JSON body; bad_shape: valid JSON with a wrong field type; expired_token: every
 * issued token (or the API key) is refused once; server_error: 503.
 */
export type FakeFault = 'rate_limited' | 'quota_exhausted' | 'malformed' | 'bad_shape' | 'expired_token' | 'server_error';

export interface FakePlatformStats {
  requests: number;
  byConnector: Record<string, number>;
  /** Requests answered with a fault. */
  faults: number;
}

export interface FakePlatformServer {
  url: string;
  stats: FakePlatformStats;
  /** Switches a fault on for the next `times` API calls of a connector (token endpoints excluded), or off with null. */
  setFault(connector: FakeConnector, fault: FakeFault | null, times?: number): void;
  /** Scripts Twitch's live streams (each answer steps through its viewer counts); null restores the recorded one. */
  setTwitchLiveStreams(streams: FakeLiveStream[] | null): FakeTwitchLive | null;
  /** The base URLs the connector settings point at, e.g. youtube -> {url}/youtube/v3. */
  endpoints: ReturnType<typeof endpointsOf>;
  close(): Promise<void>;
}

export interface FakePlatformServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Added to every answer, to model network time in benches. */
  latencyMs?: number;
  /** Seconds in Retry-After (and until Ratelimit-Reset) of a rate_limited fault. */
  retryAfterSeconds?: number;
}

const endpointsOf = (url: string) => ({
  youtube: { baseUrl: `${url}/youtube/v3` },
  twitch: { baseUrl: `${url}/twitch/helix`, oauthUrl: `${url}/twitch/oauth2/token` },
  instagram: { baseUrl: `${url}/instagram/v21.0` },
  tiktok: { baseUrl: `${url}/tiktok/v2`, oauthUrl: `${url}/tiktok/v2/oauth/token/` },
  google_oauth: { baseUrl: `${url}/google/analytics/v2`, authorizeUrl: `${url}/google/authorize`, tokenUrl: `${url}/google/token` },
  meta_oauth: { baseUrl: `${url}/meta/graph`, authorizeUrl: `${url}/meta/dialog/oauth`, tokenUrl: `${url}/meta/oauth/access_token` },
});

const connectorOf = (path: string): FakeConnector | null => {
  const first = path.split('/')[1];
  return first === 'youtube' || first === 'twitch' || first === 'instagram' || first === 'tiktok' || first === 'google' || first === 'meta'
    ? first
    : null;
};
const isTokenEndpoint = (path: string) => /\/(oauth2\/token|oauth\/token\/|token|authorize|dialog\/oauth|oauth\/access_token)$/.test(path);

function faultResponse(connector: FakeConnector, fault: FakeFault, retryAfterSeconds: number, state: FakeState): FakeResponse {
  const resetEpoch = String(Math.ceil(Date.now() / 1000) + retryAfterSeconds);
  switch (fault) {
    case 'rate_limited':
      if (connector === 'twitch')
        return {
          status: 429,
          body: { error: 'Too Many Requests', status: 429, message: '' },
          headers: { 'ratelimit-limit': '800', 'ratelimit-remaining': '0', 'ratelimit-reset': resetEpoch },
        };
      if (connector === 'instagram')
        return {
          status: 403,
          body: fixture('instagram/error-rate-limit.json'),
          headers: {
            'x-business-use-case-usage': JSON.stringify({
              '17841405822304914': [
                {
                  type: 'instagram',
                  call_count: 100,
                  total_cputime: 12,
                  total_time: 30,
                  estimated_time_to_regain_access: Math.ceil(retryAfterSeconds / 60),
                },
              ],
            }),
          },
        };
      return {
        status: 429,
        body:
          connector === 'tiktok'
            ? { data: {}, error: { code: 'rate_limit_exceeded', message: 'Too many requests', log_id: 'fake' } }
            : { error: { code: 429, message: 'Too Many Requests' } },
        headers: { 'retry-after': String(retryAfterSeconds) },
      };
    case 'quota_exhausted':
      if (connector === 'youtube') return { status: 403, body: fixture('youtube/error-quota-exceeded.json') };
      if (connector === 'tiktok') return { status: 429, body: fixture('tiktok/error-daily-quota.json') };
      return faultResponse(connector, 'rate_limited', retryAfterSeconds, state);
    case 'malformed':
      return {
        status: 200,
        body: '{"items": [{"id": "UCRp4tVs2oVyt1fRnYMgKz9A", "snippet": {"title": "Nordl',
        headers: { 'content-type': 'application/json' },
      };
    case 'bad_shape':
      return { status: 200, body: { items: [{ id: 42 }], data: [{ id: 42 }], business_discovery: { followers_count: 'many' } } };
    case 'expired_token':
      state.issuedTokens.clear();
      if (connector === 'youtube') return { status: 400, body: fixture('youtube/error-key-invalid.json') };
      if (connector === 'instagram' || connector === 'meta') return { status: 400, body: fixture('instagram/error-token-expired.json') };
      if (connector === 'tiktok') return { status: 401, body: fixture('tiktok/error-token-invalid.json') };
      return { status: 401, body: { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' } };
    case 'server_error':
      return { status: 503, body: { error: 'Service Unavailable' } };
  }
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (response: ServerResponse, answer: FakeResponse) => {
  const isText = typeof answer.body === 'string';
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
  response.end(isText ? (answer.body as string) : JSON.stringify(answer.body));
};

/** Starts the fake on 127.0.0.1. */
export async function startFakePlatformServer(options: FakePlatformServerOptions = {}): Promise<FakePlatformServer> {
  const stats: FakePlatformStats = { requests: 0, byConnector: {}, faults: 0 };
  const state: FakeState = { issuedTokens: new Set(), tokenCounter: 0 };
  const codes: FakeOAuthCodes = new Map();
  const faults = new Map<FakeConnector, { fault: FakeFault; remaining: number }>();
  const retryAfterSeconds = options.retryAfterSeconds ?? 7;

  const route = (connector: FakeConnector, request: FakeRequest): FakeResponse => {
    switch (connector) {
      case 'youtube':
        return youtubeRoute(request, state);
      case 'twitch':
        return twitchRoute(request, state);
      case 'instagram':
        return instagramRoute(request);
      case 'tiktok':
        return tiktokRoute(request, state);
      case 'google':
        return googleRoute(request, codes, state);
      case 'meta':
        return metaRoute(request, codes, state);
    }
  };

  const server = createServer((incoming, response) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: await readBody(incoming),
        headers: incoming.headers,
      };
      const connector = connectorOf(url.pathname);
      stats.requests += 1;
      if (connector) stats.byConnector[connector] = (stats.byConnector[connector] ?? 0) + 1;
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (!connector) return send(response, { status: 404, body: { error: 'unknown platform' } });
      const active = faults.get(connector);
      if (active && active.remaining > 0 && !isTokenEndpoint(url.pathname)) {
        active.remaining -= 1;
        stats.faults += 1;
        return send(response, faultResponse(connector, active.fault, retryAfterSeconds, state));
      }
      send(response, route(connector, request));
    })().catch((error: unknown) => send(response, { status: 500, body: { error: String(error) } }));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stats,
    endpoints: endpointsOf(url),
    setTwitchLiveStreams(streams) {
      if (streams === null) delete state.twitchLive;
      else state.twitchLive = { streams: streams.map((stream) => ({ ...stream, calls: 0 })), queries: [] };
      return state.twitchLive ?? null;
    },
    setFault(connector, fault, times = Number.POSITIVE_INFINITY) {
      if (fault === null) faults.delete(connector);
      else faults.set(connector, { fault, remaining: times });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
