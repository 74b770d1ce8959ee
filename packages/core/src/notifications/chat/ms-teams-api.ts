/**
 * A small client of the Microsoft services behind a Teams connection: the identity platform's client-credentials
 * tokens (one per customer tenant for Graph, one for the Bot Framework), Microsoft Graph for the tenant's teams and
 * channels, and the Bot Framework connector for proactive channel messages. Base URLs are settings, so an operator
 * points them at Microsoft's cloud (defaults) or a sovereign cloud, and tests at a local fake.
 */
import { ChatHttpError, fetchWithRetry, type ChatHttpSettings } from './chat-http.ts';

export interface MsTeamsApiSettings extends ChatHttpSettings {
  /** The app registration allowed by the customer's admin consent (Graph: Team.ReadBasic.All, Channel.ReadBasic.All). */
  clientId: string;
  clientSecret: string;
  /** The bot's Microsoft App id and password; the same registration when unset. */
  botId?: string;
  botSecret?: string;
  /** Identity platform base, e.g. https://login.microsoftonline.com. */
  loginUrl: string;
  /** Graph base with version, e.g. https://graph.microsoft.com/v1.0. */
  graphUrl: string;
  /** The Bot Framework connector for Teams, e.g. https://smba.trafficmanager.net/teams. */
  botServiceUrl: string;
}

/** A refusal with Microsoft's error code (invalid_grant, NotFound, BotDisabledByAdmin, ...) and the HTTP status. */
export class MsTeamsApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`Microsoft refused the call: ${code} (${status})`);
    this.name = 'MsTeamsApiError';
  }
}

/** The tenant's consent is gone (withdrawn, tenant deleted, bot disabled): the connection is gone, not the call. */
export const isConsentGone = (error: MsTeamsApiError): boolean =>
  error.code === 'invalid_grant' || error.code === 'unauthorized_client' || error.code === 'BotDisabledByAdmin';
/** This one channel is gone for the bot (deleted, archived, bot removed from the team). */
export const isChannelGone = (error: MsTeamsApiError): boolean =>
  error.code === 'ConversationNotFound' || error.code === 'ConversationBlocked' || error.code === 'BotNotInConversationRoster';

export interface MsTeamsTeam {
  id: string;
  displayName: string;
  description?: string;
}
export interface MsTeamsChannel {
  id: string;
  displayName: string;
  description?: string;
  membershipType?: string;
  isArchived?: boolean;
  createdDateTime?: string;
}

const trim = (url: string) => url.replace(/\/$/, '');
/** Tokens live an hour; one is reused until a minute before it ends. */
const tokenCache = new Map<string, { token: string; until: number }>();

async function readError(response: Response): Promise<MsTeamsApiError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; error_description?: unknown } | null;
  const error = body?.error;
  const code =
    typeof error === 'string'
      ? error
      : typeof (error as { code?: unknown } | undefined)?.code === 'string'
        ? (error as { code: string }).code
        : `http_${response.status}`;
  return new MsTeamsApiError(code, response.status);
}

const asApiError = (error: unknown): never => {
  if (error instanceof ChatHttpError) throw new MsTeamsApiError(error.code, error.code === 'rate_limited' ? 429 : 503, error.retryAfterMs);
  throw error;
};

/** A client-credentials token for Graph in a customer tenant, or for the Bot Framework ('botframework.com'). */
export async function getMsToken(settings: MsTeamsApiSettings, tenant: string): Promise<string> {
  const bot = tenant === 'botframework.com';
  const clientId = bot ? (settings.botId ?? settings.clientId) : settings.clientId;
  const cacheKey = `${settings.loginUrl}|${tenant}|${clientId}`;
  const cached = tokenCache.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.token;
  const form = new URLSearchParams({
    client_id: clientId,
    client_secret: bot ? (settings.botSecret ?? settings.clientSecret) : settings.clientSecret,
    grant_type: 'client_credentials',
    scope: bot ? 'https://api.botframework.com/.default' : 'https://graph.microsoft.com/.default',
  });
  const response = await fetchWithRetry(settings, `${trim(settings.loginUrl)}/${encodeURIComponent(tenant)}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  }).catch(asApiError);
  if (!response.ok) throw await readError(response);
  const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== 'string') throw new MsTeamsApiError('invalid_response', response.status);
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3599;
  tokenCache.set(cacheKey, { token: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return body.access_token;
}

/** Forgets a tenant's tokens (after a revocation, so the next call asks again and learns the consent is gone). */
export function forgetMsTokens(tenant: string): void {
  for (const key of tokenCache.keys()) if (key.split('|')[1] === tenant) tokenCache.delete(key);
}

async function graphGet<T>(
  settings: MsTeamsApiSettings,
  tenant: string,
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const suffix = search.size > 0 ? `?${search}` : '';
  const send = async () =>
    fetchWithRetry(settings, `${trim(settings.graphUrl)}${path}${suffix}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${await getMsToken(settings, tenant)}`, accept: 'application/json' },
    }).catch(asApiError);
  let response = await send();
  if (response.status === 401) {
    // The cached token was refused (consent withdrawn, token revoked): ask for a fresh one once, so a withdrawn
    // consent surfaces as the token endpoint's invalid_grant (the connection is gone) instead of a failed call.
    await response.body?.cancel();
    forgetMsTokens(tenant);
    response = await send();
  }
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}

export interface TeamsQuery {
  $filter?: string | undefined;
  $select?: string | undefined;
  $top?: number | undefined;
  $skiptoken?: string | undefined;
}

/** One page of the tenant's teams; `skipToken` continues it (taken from Graph's @odata.nextLink). */
export async function listMsTeams(
  settings: MsTeamsApiSettings,
  tenant: string,
  query: TeamsQuery,
): Promise<{ teams: MsTeamsTeam[]; skipToken: string | null }> {
  const body = await graphGet<{ value?: MsTeamsTeam[]; '@odata.nextLink'?: string }>(settings, tenant, '/teams', { ...query });
  const next = body['@odata.nextLink'];
  const skipToken = next && URL.canParse(next) ? new URL(next).searchParams.get('$skiptoken') : null;
  return { teams: body.value ?? [], skipToken };
}

/** The channels of one team of the tenant. */
export async function listMsTeamsChannels(
  settings: MsTeamsApiSettings,
  tenant: string,
  teamId: string,
  query: Pick<TeamsQuery, '$filter' | '$select'>,
): Promise<MsTeamsChannel[]> {
  const body = await graphGet<{ value?: MsTeamsChannel[] }>(settings, tenant, `/teams/${encodeURIComponent(teamId)}/channels`, {
    ...query,
  });
  return body.value ?? [];
}

/** Posts an activity (text and Adaptive Card) into a channel as a new conversation; returns the activity id. */
export async function postMsTeamsChannelMessage(
  settings: MsTeamsApiSettings,
  input: { tenant: string; channelId: string; activity: Record<string, unknown> },
): Promise<string> {
  const token = await getMsToken(settings, 'botframework.com');
  const response = await fetchWithRetry(settings, `${trim(settings.botServiceUrl)}/v3/conversations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      isGroup: true,
      channelData: { channel: { id: input.channelId }, tenant: { id: input.tenant } },
      activity: input.activity,
    }),
  }).catch(asApiError);
  if (!response.ok) throw await readError(response);
  const body = (await response.json()) as { activityId?: unknown; id?: unknown };
  return String(body.activityId ?? body.id ?? '');
}
