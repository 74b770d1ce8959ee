/**
 * A local stand-in for the Microsoft services a Teams connection talks to, built from their documented request and
 * response shapes: the identity platform (admin consent page, client-credentials token endpoint), Microsoft Graph
 * (teams and channels with $filter, $select, $top and $skiptoken) and the Bot Framework connector (proactive
 * messages into a channel). For tests and manual tries only; the product reaches it through configurable base URLs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

export interface FakeTeamsChannel {
  id: string;
  displayName: string;
  description?: string;
  membershipType?: 'standard' | 'private' | 'shared';
  isArchived?: boolean;
}
export interface FakeTeam {
  id: string;
  displayName: string;
  description?: string;
  channels: FakeTeamsChannel[];
}
export interface FakeTeamsMessage {
  tenantId: string;
  channelId: string;
  activity: Record<string, unknown>;
}
/** Which endpoint a scripted failure hits. */
export type FakeTeamsTarget = 'graph' | 'bot' | 'token';

export interface FakeMsTeamsServer {
  url: string;
  /** Base URLs for the server's settings. */
  endpoints: { loginUrl: string; graphUrl: string; botServiceUrl: string; adminConsentUrl: string };
  /** Tenant ids that granted consent, with their teams. */
  tenants: Map<string, FakeTeam[]>;
  messages: FakeTeamsMessage[];
  /** The next `times` calls to a target answer `status` (429 carries Retry-After: retryAfterSeconds). */
  failNext(target: FakeTeamsTarget, status: number, times?: number, retryAfterSeconds?: number): void;
  /** An admin withdrew consent: tokens for the tenant are refused from now on. */
  revokeConsent(tenantId: string): void;
  close(): Promise<void>;
}

export const FAKE_TEAMS_TENANT_ID = '2f1a7c3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
export const FAKE_TEAMS_CLIENT = { id: 'fake-graph-app', secret: 'fake-graph-secret' };

/** 120 teams so that paging with $top and $skiptoken is exercised; the first holds the channels journeys pick. */
export function defaultFakeTeams(): FakeTeam[] {
  const first: FakeTeam = {
    id: 'team-marketing',
    displayName: 'Marketing',
    description: 'Agency marketing team',
    channels: [
      { id: '19:general@thread.tacv2', displayName: 'General', membershipType: 'standard' },
      { id: '19:campaign-updates@thread.tacv2', displayName: 'campaign-updates', membershipType: 'standard' },
      { id: '19:private-pitch@thread.tacv2', displayName: 'pitch', membershipType: 'private' },
      { id: '19:old-launch@thread.tacv2', displayName: 'old-launch', membershipType: 'standard', isArchived: true },
    ],
  };
  const rest = Array.from({ length: 119 }, (_, index) => ({
    id: `team-${index + 2}`,
    displayName: `Team ${index + 2}`,
    channels: [{ id: `19:team-${index + 2}-general@thread.tacv2`, displayName: 'General', membershipType: 'standard' as const }],
  }));
  return [first, ...rest];
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
const graphError = (code: string, message: string) => ({ error: { code, message } });

/** Applies `$select` (comma-separated property names) to a Graph entity. */
function select<T extends object>(entity: T, selectParam: string | null): Partial<T> {
  if (!selectParam) return entity;
  const keys = selectParam.split(',').map((key) => key.trim());
  return Object.fromEntries(Object.entries(entity).filter(([key]) => keys.includes(key))) as Partial<T>;
}

/** Understands the one `$filter` form the kit and the product send: `displayName eq '…'` / `startswith(displayName,'…')`. */
function matchesFilter(entity: { displayName: string }, filter: string | null): boolean {
  if (!filter) return true;
  const equal = /^displayName eq '(.*)'$/.exec(filter);
  if (equal) return entity.displayName === equal[1];
  const prefix = /^startswith\(displayName,\s*'(.*)'\)$/.exec(filter);
  if (prefix) return entity.displayName.toLowerCase().startsWith(prefix[1]!.toLowerCase());
  return true;
}

export async function startFakeMsTeamsServer(options: { port?: number; teams?: FakeTeam[] } = {}): Promise<FakeMsTeamsServer> {
  const tenants = new Map<string, FakeTeam[]>([[FAKE_TEAMS_TENANT_ID, options.teams ?? defaultFakeTeams()]]);
  const revoked = new Set<string>();
  /** access token → tenant (graph) or 'bot'. */
  const tokens = new Map<string, { tenantId: string; audience: 'graph' | 'bot' }>();
  const messages: FakeTeamsMessage[] = [];
  const failures: Record<FakeTeamsTarget, { status: number; times: number; retryAfterSeconds: number } | null> = {
    graph: null,
    bot: null,
    token: null,
  };
  let url = '';

  const scriptedFailure = (target: FakeTeamsTarget, response: ServerResponse): boolean => {
    const failure = failures[target];
    if (!failure || failure.times <= 0) return false;
    failure.times -= 1;
    const headers: Record<string, string> = failure.status === 429 ? { 'retry-after': String(failure.retryAfterSeconds) } : {};
    send(
      response,
      failure.status,
      graphError(failure.status === 429 ? 'TooManyRequests' : 'ServiceUnavailable', 'Scripted failure.'),
      headers,
    );
    return true;
  };
  const bearer = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const grant = token ? tokens.get(token) : undefined;
    return grant && !revoked.has(grant.tenantId) ? grant : null;
  };

  function adminConsent(query: URLSearchParams, response: ServerResponse): void {
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    const back = (params: Record<string, string>) => `${redirectUri}?${new URLSearchParams({ ...params, state })}`;
    const allow = back({ tenant: FAKE_TEAMS_TENANT_ID, admin_consent: 'True' });
    const deny = back({ error: 'access_denied', error_description: 'The admin canceled the request.' });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Permissions requested</title><main><h1>Permissions requested</h1>` +
        `<p>${escapeHtml(query.get('client_id') ?? '')} wants to send messages to your organisation's Teams channels.</p>` +
        `<a id="accept" href="${escapeHtml(allow)}">Accept</a> <a id="cancel" href="${escapeHtml(deny)}">Cancel</a></main></html>`,
    );
  }

  async function token(tenantId: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (scriptedFailure('token', response)) return;
    const form = new URLSearchParams(await readBody(request));
    if (form.get('client_id') !== FAKE_TEAMS_CLIENT.id || form.get('client_secret') !== FAKE_TEAMS_CLIENT.secret) {
      return send(response, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
    }
    if (form.get('grant_type') !== 'client_credentials') return send(response, 400, { error: 'unsupported_grant_type' });
    const audience = tenantId === 'botframework.com' ? 'bot' : 'graph';
    if (audience === 'graph' && (!tenants.has(tenantId) || revoked.has(tenantId))) {
      return send(response, 400, {
        error: 'invalid_grant',
        error_description: `AADSTS65001: The user or administrator has not consented to use the application (tenant ${tenantId}).`,
      });
    }
    const accessToken = randomUUID();
    tokens.set(accessToken, { tenantId, audience });
    send(response, 200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: accessToken });
  }

  function listTeams(query: URLSearchParams, teams: FakeTeam[], response: ServerResponse): void {
    const top = Math.min(Math.max(Number(query.get('$top') ?? 100) || 100, 1), 999);
    const skip = Number(query.get('$skiptoken') ?? 0) || 0;
    const matching = teams.filter((team) => matchesFilter(team, query.get('$filter')));
    const page = matching.slice(skip, skip + top);
    const next = skip + top < matching.length ? skip + top : null;
    const nextQuery = new URLSearchParams(query);
    if (next !== null) nextQuery.set('$skiptoken', String(next));
    send(response, 200, {
      '@odata.context': `${url}/graph/v1.0/$metadata#teams`,
      ...(next !== null ? { '@odata.nextLink': `${url}/graph/v1.0/teams?${nextQuery}` } : {}),
      value: page.map(({ channels: _channels, ...team }) => select(team, query.get('$select'))),
    });
  }

  function listChannels(teamId: string, query: URLSearchParams, teams: FakeTeam[], response: ServerResponse): void {
    const team = teams.find((candidate) => candidate.id === teamId);
    if (!team) return send(response, 404, graphError('NotFound', `No team found with Group Id ${teamId}`));
    send(response, 200, {
      '@odata.context': `${url}/graph/v1.0/$metadata#teams('${teamId}')/channels`,
      '@odata.count': team.channels.length,
      value: team.channels
        .filter((channel) => matchesFilter(channel, query.get('$filter')))
        .map((channel) => select(channel, query.get('$select'))),
    });
  }

  async function graph(path: string, query: URLSearchParams, request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (scriptedFailure('graph', response)) return;
    const grant = bearer(request);
    if (!grant || grant.audience !== 'graph')
      return send(response, 401, graphError('InvalidAuthenticationToken', 'Access token is empty or invalid.'));
    const teams = tenants.get(grant.tenantId) ?? [];
    if (path === '/v1.0/teams') return listTeams(query, teams, response);
    const channels = /^\/v1\.0\/teams\/([^/]+)\/channels$/.exec(path);
    if (channels) return listChannels(decodeURIComponent(channels[1]!), query, teams, response);
    send(response, 404, graphError('Request_ResourceNotFound', `Resource '${path}' does not exist.`));
  }

  async function botConversation(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (scriptedFailure('bot', response)) return;
    const grant = bearer(request);
    if (!grant || grant.audience !== 'bot')
      return send(response, 401, { error: { code: 'Unauthorized', message: 'Authorization has been denied for this request.' } });
    let body: { channelData?: { tenant?: { id?: unknown }; channel?: { id?: unknown } }; activity?: unknown };
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return send(response, 400, { error: { code: 'BadSyntax', message: 'Invalid JSON.' } });
    }
    const tenantId = String(body.channelData?.tenant?.id ?? '');
    const channelId = String(body.channelData?.channel?.id ?? '');
    const channel = (tenants.get(tenantId) ?? []).flatMap((team) => team.channels).find((candidate) => candidate.id === channelId);
    if (!tenants.has(tenantId) || revoked.has(tenantId))
      return send(response, 403, { error: { code: 'BotDisabledByAdmin', message: 'The bot is not installed for this tenant.' } });
    if (!channel) return send(response, 404, { error: { code: 'ConversationNotFound', message: 'Conversation not found.' } });
    if (channel.isArchived) return send(response, 403, { error: { code: 'ConversationBlocked', message: 'The channel is archived.' } });
    if (!body.activity || typeof body.activity !== 'object')
      return send(response, 400, { error: { code: 'BadArgument', message: 'Activity is required.' } });
    messages.push({ tenantId, channelId, activity: body.activity as Record<string, unknown> });
    const activityId = String(Date.now()) + String(messages.length);
    send(response, 201, { id: `${channelId};messageid=${activityId}`, activityId });
  }

  const server = createServer((request, response) => {
    const parsed = new URL(request.url ?? '/', 'http://fake');
    const path = parsed.pathname;
    const handle = async () => {
      if (request.method === 'GET' && path === '/login/organizations/adminconsent') return adminConsent(parsed.searchParams, response);
      // Browsers ask every page's origin for an icon; a 404 would show up as a console error in journeys.
      if (path === '/favicon.ico') return void response.writeHead(204).end();
      const tokenPath = /^\/login\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(path);
      if (request.method === 'POST' && tokenPath) return token(decodeURIComponent(tokenPath[1]!), request, response);
      if (request.method === 'GET' && path.startsWith('/graph/'))
        return graph(path.slice('/graph'.length), parsed.searchParams, request, response);
      if (request.method === 'POST' && path === '/botframework/v3/conversations') return botConversation(request, response);
      send(response, 404, graphError('NotFound', 'Unknown fake endpoint.'));
    };
    handle().catch((error: unknown) => send(response, 500, graphError('InternalServerError', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    endpoints: {
      loginUrl: `${url}/login`,
      graphUrl: `${url}/graph/v1.0`,
      botServiceUrl: `${url}/botframework`,
      adminConsentUrl: `${url}/login/organizations/adminconsent`,
    },
    tenants,
    messages,
    failNext(target, status, times = 1, retryAfterSeconds = 1) {
      failures[target] = { status, times, retryAfterSeconds };
    },
    revokeConsent(tenantId) {
      revoked.add(tenantId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// Standalone for manual tries: `PORT=4010 node --import tsx packages/test-support/src/fake-chat/ms-teams-server.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeMsTeamsServer({ port: Number(process.env.PORT ?? 0) });
  console.log(`Fake Microsoft identity/Graph/Bot Framework on ${fake.url}`, fake.endpoints);
}
