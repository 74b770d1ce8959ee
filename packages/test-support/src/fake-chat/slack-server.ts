/**
 * A local stand-in for Slack's Web API and OAuth page, built from Slack's documented shapes (api.slack.com/methods):
 * oauth.v2.access, auth.test, auth.revoke, conversations.list/info, chat.postMessage. Tests and manual tries point
 * SLACK_API_URL at `${url}/api` and SLACK_AUTHORIZE_URL at `${url}/oauth/v2/authorize`. Never used by the product.
 *
 * Standalone: `PORT=4010 node --import tsx packages/test-support/src/fake-chat/slack-server.ts` prints the URLs.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface FakeSlackChannel {
  id: string;
  name: string;
  is_private: boolean;
  is_archived: boolean;
  is_im?: boolean;
  is_mpim?: boolean;
}

/** A programmed answer for the next calls of a method: 429 with Retry-After, a 5xx, or Slack's `{ ok: false, error }`. */
export type FakeSlackFault =
  { kind: 'rate_limited'; retryAfterSeconds?: number } | { kind: 'server_error'; status?: number } | { kind: 'error'; error: string };

export interface FakeSlackPost {
  channel: string;
  text: string;
  blocks: unknown[];
  token: string;
  ts: string;
}

export interface FakeSlackServer {
  url: string;
  /** `${url}/api`, for SLACK_API_URL. */
  apiUrl: string;
  /** `${url}/oauth/v2/authorize`, for SLACK_AUTHORIZE_URL. */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  team: { id: string; name: string };
  /** The workspace's channels (mutable: archive one, remove one). */
  channels: FakeSlackChannel[];
  /** Successful chat.postMessage calls, in order. */
  messages: FakeSlackPost[];
  /** Every Web API call: method and HTTP status answered. */
  calls: { method: string; status: number; error?: string }[];
  /** The next `times` calls of `method` ('*' for any API method) answer with the fault. */
  failNext(method: string, fault: FakeSlackFault, times?: number): void;
  /** An authorisation code as the Allow button would hand out (skips the HTML page in tests). */
  issueCode(): string;
  /** Revokes every issued token (the workspace removed the app): later calls answer token_revoked. */
  revokeAllTokens(): void;
  /** Tokens issued and still valid. */
  liveTokens(): string[];
  close(): Promise<void>;
}

export interface FakeSlackServerOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

const DEFAULT_CHANNELS: FakeSlackChannel[] = [
  { id: 'C0GENERAL01', name: 'general', is_private: false, is_archived: false },
  { id: 'C0CAMPAIGN1', name: 'campaign-updates', is_private: false, is_archived: false },
  { id: 'C0MARKETING', name: 'marketing', is_private: false, is_archived: false },
  { id: 'G0PRIVATE01', name: 'leadership', is_private: true, is_archived: false },
  { id: 'C0ARCHIVED1', name: 'old-launch', is_private: false, is_archived: true },
];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Starts the fake on 127.0.0.1 (port 0 picks a free one). */
export async function startFakeSlackServer(options: FakeSlackServerOptions = {}): Promise<FakeSlackServer> {
  const clientId = options.clientId ?? '1111.2222';
  const clientSecret = options.clientSecret ?? 'fake-slack-client-secret';
  const team = { id: 'T0FAKETEAM', name: 'Fake Workspace' };
  const codes = new Set<string>();
  const tokens = new Map<string, 'live' | 'revoked'>();
  const faults = new Map<string, { fault: FakeSlackFault; left: number }>();
  let tsCounter = 0;

  const state: Omit<FakeSlackServer, 'url' | 'apiUrl' | 'authorizeUrl' | 'close'> = {
    clientId,
    clientSecret,
    team,
    channels: DEFAULT_CHANNELS.map((channel) => ({ ...channel })),
    messages: [],
    calls: [],
    failNext: (method, fault, times = 1) => faults.set(method, { fault, left: times }),
    issueCode: () => {
      const code = `code-${randomBytes(6).toString('hex')}`;
      codes.add(code);
      return code;
    },
    revokeAllTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 'revoked');
    },
    liveTokens: () => [...tokens].filter(([, status]) => status === 'live').map(([token]) => token),
  };

  const send = (response: ServerResponse, method: string, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const error = typeof body === 'object' && body && 'error' in body ? String((body as { error: unknown }).error) : undefined;
    state.calls.push({ method, status, ...(error ? { error } : {}) });
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  };

  const takeFault = (method: string): FakeSlackFault | null => {
    for (const key of [method, '*']) {
      const entry = faults.get(key);
      if (entry && entry.left > 0) {
        entry.left -= 1;
        if (entry.left === 0) faults.delete(key);
        return entry.fault;
      }
    }
    return null;
  };

  const tokenOf = (request: IncomingMessage, body: Record<string, unknown>): string | null => {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bearer ')) return header.slice(7);
    return typeof body.token === 'string' ? body.token : null;
  };

  const channelById = (id: unknown) => state.channels.find((channel) => channel.id === id);

  const api = async (method: string, request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const fault = takeFault(method);
    if (fault?.kind === 'rate_limited') {
      return send(response, method, 429, { ok: false, error: 'ratelimited' }, { 'retry-after': String(fault.retryAfterSeconds ?? 1) });
    }
    if (fault?.kind === 'server_error') return send(response, method, fault.status ?? 503, { ok: false, error: 'service_unavailable' });
    if (fault?.kind === 'error') return send(response, method, 200, { ok: false, error: fault.error });

    if (method === 'oauth.v2.access') {
      const basic = (request.headers.authorization ?? '').startsWith('Basic ')
        ? Buffer.from((request.headers.authorization ?? '').slice(6), 'base64')
            .toString('utf8')
            .split(':')
        : [body.client_id, body.client_secret];
      if (basic[0] !== clientId || basic[1] !== clientSecret) return send(response, method, 200, { ok: false, error: 'invalid_client_id' });
      if (typeof body.code !== 'string' || !codes.delete(body.code))
        return send(response, method, 200, { ok: false, error: 'invalid_code' });
      const token = `xoxb-fake-${randomBytes(8).toString('hex')}`;
      tokens.set(token, 'live');
      return send(response, method, 200, {
        ok: true,
        access_token: token,
        token_type: 'bot',
        scope: 'chat:write,chat:write.public,channels:read,groups:read',
        bot_user_id: 'U0FAKEBOT',
        app_id: 'A0FAKEAPP',
        team,
        enterprise: null,
        authed_user: { id: 'U0FAKEADMIN' },
      });
    }

    const token = tokenOf(request, body);
    if (!token) return send(response, method, 200, { ok: false, error: 'not_authed' });
    const status = tokens.get(token);
    if (status === 'revoked') return send(response, method, 200, { ok: false, error: 'token_revoked' });
    if (status !== 'live') return send(response, method, 200, { ok: false, error: 'invalid_auth' });

    switch (method) {
      case 'auth.test':
        return send(response, method, 200, {
          ok: true,
          url: 'https://fake-workspace.slack.com/',
          team: team.name,
          user: 'creatorlens',
          team_id: team.id,
          user_id: 'U0FAKEBOT',
          bot_id: 'B0FAKEBOT',
        });
      case 'auth.revoke':
        tokens.set(token, 'revoked');
        return send(response, method, 200, { ok: true, revoked: true });
      case 'conversations.list': {
        const types = String(body.types ?? 'public_channel').split(',');
        const excludeArchived = body.exclude_archived === true || body.exclude_archived === 'true';
        const limit = Math.min(1000, Math.max(1, Number(body.limit ?? 100) || 100));
        const offset = body.cursor ? Number(Buffer.from(String(body.cursor), 'base64').toString('utf8').replace('offset:', '')) : 0;
        if (!Number.isInteger(offset) || offset < 0) return send(response, method, 200, { ok: false, error: 'invalid_cursor' });
        const matching = state.channels.filter(
          (channel) =>
            (!excludeArchived || !channel.is_archived) &&
            ((channel.is_private && types.includes('private_channel')) ||
              (!channel.is_private && !channel.is_im && !channel.is_mpim && types.includes('public_channel')) ||
              (channel.is_im && types.includes('im')) ||
              (channel.is_mpim && types.includes('mpim'))),
        );
        const page = matching.slice(offset, offset + limit);
        const next = offset + limit < matching.length ? Buffer.from(`offset:${offset + limit}`).toString('base64') : '';
        return send(response, method, 200, {
          ok: true,
          channels: page.map((channel) => ({
            ...channel,
            is_channel: !channel.is_private,
            is_group: channel.is_private,
            is_im: Boolean(channel.is_im),
            context_team_id: team.id,
            created: 1700000000,
          })),
          response_metadata: { next_cursor: next },
        });
      }
      case 'conversations.info': {
        const channel = channelById(body.channel);
        if (!channel) return send(response, method, 200, { ok: false, error: 'channel_not_found' });
        return send(response, method, 200, { ok: true, channel: { ...channel, context_team_id: team.id } });
      }
      case 'chat.postMessage': {
        const channel = channelById(body.channel);
        if (!channel) return send(response, method, 200, { ok: false, error: 'channel_not_found' });
        if (channel.is_archived) return send(response, method, 200, { ok: false, error: 'is_archived' });
        tsCounter += 1;
        const ts = `1700000000.${String(tsCounter).padStart(6, '0')}`;
        const blocks = typeof body.blocks === 'string' ? (JSON.parse(body.blocks) as unknown[]) : ((body.blocks as unknown[]) ?? []);
        state.messages.push({ channel: channel.id, text: String(body.text ?? ''), blocks, token, ts });
        return send(response, method, 200, { ok: true, channel: channel.id, ts, message: { type: 'message', text: body.text, ts } });
      }
      default:
        return send(response, method, 200, { ok: false, error: 'unknown_method' });
    }
  };

  const authorizePage = (url: URL, response: ServerResponse) => {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== clientId || !redirectUri) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Slack</title><p>Invalid client_id or redirect_uri.</p>');
      return;
    }
    const allow = new URL(redirectUri);
    allow.searchParams.set('code', state.issueCode());
    allow.searchParams.set('state', url.searchParams.get('state') ?? '');
    const deny = new URL(redirectUri);
    deny.searchParams.set('error', 'access_denied');
    deny.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Slack: allow access</title></head><body>` +
        `<main><h1>Creatorlens is requesting permission to access ${escapeHtml(team.name)}</h1>` +
        `<p>Scopes: ${escapeHtml(url.searchParams.get('scope') ?? '')}</p>` +
        `<p><a href="${escapeHtml(allow.href)}" role="button" id="allow">Allow</a> ` +
        `<a href="${escapeHtml(deny.href)}" role="button" id="deny">Cancel</a></p></main></body></html>`,
    );
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-slack.local');
    if (request.method === 'GET' && url.pathname === '/oauth/v2/authorize') return authorizePage(url, response);
    // Browsers ask every page's origin for an icon; a 404 would show up as a console error in journeys.
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    const match = /^\/api\/([a-zA-Z0-9.]+)$/.exec(url.pathname);
    if (match && (request.method === 'POST' || request.method === 'GET')) {
      api(match[1]!, request, response).catch(() => send(response, match[1]!, 500, { ok: false, error: 'fatal_error' }));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: false, error: 'unknown_method' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...state,
    // Getters keep `channels` and `messages` the live arrays even when a test replaces them.
    get channels() {
      return state.channels;
    },
    set channels(value) {
      state.channels = value;
    },
    url,
    apiUrl: `${url}/api`,
    authorizeUrl: `${url}/oauth/v2/authorize`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fake = await startFakeSlackServer({ port: Number(process.env.PORT ?? 4010) });
  console.log(`Fake Slack listening on ${fake.url}`);
  console.log(`  SLACK_API_URL=${fake.apiUrl} SLACK_AUTHORIZE_URL=${fake.authorizeUrl}`);
  console.log(`  SLACK_CLIENT_ID=${fake.clientId} SLACK_CLIENT_SECRET=${fake.clientSecret}`);
}
