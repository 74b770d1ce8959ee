import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../../errors.ts';
import { ConnectorError } from '../connector-error.ts';
import { requireSecret, requireSetting, type ConnectorConfig } from '../credentials.ts';
import { buildUrl, requestJson, type HttpDeps } from '../http-json.ts';
import type { ConnectorRegistry } from '../registry.ts';
import { encryptSecret } from '../../kernel/index.ts';
import { instagramDemographicsSchema, instagramShares, youtubeReportSchema, youtubeShares, type AudienceShares } from './demographics.ts';
import { PROVIDER_SETUP, createOAuthState, createPkcePair, type CreatorOAuthProvider } from './oauth-providers.ts';

interface ConnectionDeps {
  connectors: ConnectorRegistry;
}

const DEMOGRAPHICS_DAYS = 90;
const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
});
type TokenAnswer = z.infer<typeof tokenSchema>;

async function loadChannel(db: Database, provider: CreatorOAuthProvider, channelId: string) {
  const parsedId = z.uuid().safeParse(channelId);
  if (!parsedId.success) throw new AppError('VALIDATION', 'The channel id is not valid.');
  const [channel] = await db
    .select({ id: schema.channel.id, platform: schema.channel.platform, platformId: schema.channel.platformId })
    .from(schema.channel)
    .where(eq(schema.channel.id, channelId));
  if (!channel) throw new AppError('NOT_FOUND', 'This channel does not exist.');
  if (channel.platform !== PROVIDER_SETUP[provider].platform)
    throw new AppError('VALIDATION', `A ${channel.platform} channel cannot be connected through ${provider}.`);
  return channel;
}

async function loadProvider(
  connectors: ConnectorRegistry,
  provider: CreatorOAuthProvider,
): Promise<ConnectorConfig & { clientId: string; clientSecret: string }> {
  const config = await connectors.config(PROVIDER_SETUP[provider].connector);
  return { ...config, clientId: requireSetting(config, 'clientId', 'client id'), clientSecret: requireSecret(config, 'client secret') };
}

/**
 * Starts a creator's connection: checks the channel and the provider's settings and returns where to send the
 * browser, with the state and PKCE verifier the caller must keep (bound to the session) until the callback.
 */
export async function beginCreatorConnection(
  { connectors }: ConnectionDeps,
  input: { provider: CreatorOAuthProvider; channelId: string; redirectUri: string },
): Promise<{ authorizeUrl: string; state: string; codeVerifier: string }> {
  await loadChannel(connectors.db, input.provider, input.channelId);
  const config = await loadProvider(connectors, input.provider);
  const state = createOAuthState();
  const pkce = createPkcePair();
  const url = new URL(requireSetting(config, 'authorizeUrl', 'authorisation URL'));
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', PROVIDER_SETUP[input.provider].scopes.join(input.provider === 'google' ? ' ' : ','));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', pkce.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  // Google hands out a refresh token only with offline access and a fresh consent.
  if (input.provider === 'google') {
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
  }
  return { authorizeUrl: url.toString(), state, codeVerifier: pkce.verifier };
}

async function exchangeCode(
  http: HttpDeps,
  config: Awaited<ReturnType<typeof loadProvider>>,
  code: string,
  codeVerifier: string,
  redirectUri: string,
): Promise<TokenAnswer> {
  const params = new URLSearchParams({
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code,
    code_verifier: codeVerifier,
    redirect_uri: redirectUri,
    grant_type: 'authorization_code',
  });
  const tokenUrl = requireSetting(config, 'tokenUrl', 'token URL');
  return requestJson(http, {
    connector: config.connector,
    url: tokenUrl,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: params.toString(),
    schema: tokenSchema,
    // A refused code (expired, replayed, wrong verifier) is the creator's to retry, not an outage.
    classifyError: (status) =>
      status === 400 || status === 401
        ? new ConnectorError(config.connector, 'auth', 'the provider refused the authorisation code', { status })
        : null,
  });
}

async function googleAudience(
  http: HttpDeps,
  connectors: ConnectorRegistry,
  config: ConnectorConfig,
  token: string,
  platformId: string,
): Promise<AudienceShares> {
  const headers = { authorization: `Bearer ${token}` };
  const youtube = await connectors.config('youtube');
  const mine = await requestJson(http, {
    connector: config.connector,
    url: buildUrl(youtube.settings.baseUrl, 'channels', { part: 'id', mine: 'true' }),
    headers,
    schema: z.object({ items: z.array(z.object({ id: z.string() })).optional() }),
  });
  if (!(mine.items ?? []).some((item) => item.id === platformId))
    throw new AppError('FORBIDDEN', 'The connected Google account does not own this channel.');
  const end = http.now();
  const start = new Date(end.getTime() - DEMOGRAPHICS_DAYS * 86_400_000);
  const range = { ids: 'channel==MINE', startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
  const report = (query: Record<string, string>) =>
    requestJson(http, {
      connector: config.connector,
      url: buildUrl(config.settings.baseUrl, 'reports', { ...range, ...query }),
      headers,
      schema: youtubeReportSchema,
    });
  const ageGender = await report({ metrics: 'viewerPercentage', dimensions: 'ageGroup,gender' });
  const country = await report({ metrics: 'views', dimensions: 'country', sort: '-views', maxResults: '50' });
  return youtubeShares(ageGender, country);
}

async function metaAudience(http: HttpDeps, config: ConnectorConfig, token: string, platformId: string): Promise<AudienceShares> {
  const get = <T>(path: string, query: Record<string, string>, schema: z.ZodType<T>) =>
    requestJson(http, {
      connector: config.connector,
      url: buildUrl(config.settings.baseUrl, path, { ...query, access_token: token }),
      schema,
    });
  const pages = await get(
    'me/accounts',
    { fields: 'instagram_business_account' },
    z.object({ data: z.array(z.object({ instagram_business_account: z.object({ id: z.string() }).optional() })) }),
  );
  let accountId: string | null = null;
  for (const page of pages.data) {
    const id = page.instagram_business_account?.id;
    if (!id) continue;
    const account = await get(id, { fields: 'username' }, z.object({ username: z.string() }));
    if (account.username.toLowerCase() === platformId.replace(/^@/, '').toLowerCase()) accountId = id;
  }
  if (!accountId) throw new AppError('FORBIDDEN', 'The connected Meta account does not manage this Instagram account.');
  const breakdown = (name: string) =>
    get(
      `${accountId}/insights`,
      { metric: 'follower_demographics', period: 'lifetime', metric_type: 'total_value', breakdown: name },
      instagramDemographicsSchema,
    );
  return instagramShares(await breakdown('age'), await breakdown('gender'), await breakdown('country'));
}

/**
 * Finishes a creator's connection after the provider's callback: exchanges the code (with the PKCE verifier),
 * proves the account owns the channel, reads its audience demographics and stores, in one transaction, the tokens
 * (encrypted) in creator_connection and the shares in channel_audience with source 'creator'.
 */
export async function completeCreatorConnection(
  { connectors }: ConnectionDeps,
  input: { provider: CreatorOAuthProvider; channelId: string; code: string; codeVerifier: string; redirectUri: string; userId: string },
): Promise<AudienceShares> {
  const { db } = connectors;
  const channel = await loadChannel(db, input.provider, input.channelId);
  const config = await loadProvider(connectors, input.provider);
  const http: HttpDeps = { fetch: connectors.fetch, now: connectors.now, outbound: connectors.outbound };
  const tokens = await exchangeCode(http, config, input.code, input.codeVerifier, input.redirectUri);
  const shares =
    input.provider === 'google'
      ? await googleAudience(http, connectors, config, tokens.access_token, channel.platformId)
      : await metaAudience(http, config, tokens.access_token, channel.platformId);
  const now = connectors.now();
  const sealed = encryptSecret(
    connectors.encryptionKey,
    JSON.stringify({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null }),
  );
  const connection = {
    encryptedTokens: sealed,
    scopes: tokens.scope ? tokens.scope.split(/[ ,]+/).filter(Boolean) : PROVIDER_SETUP[input.provider].scopes,
    connectedBy: input.userId,
    expiresAt: tokens.expires_in ? new Date(now.getTime() + tokens.expires_in * 1000) : null,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.creatorConnection)
      .values({ channelId: channel.id, provider: input.provider, ...connection })
      .onConflictDoUpdate({ target: [schema.creatorConnection.channelId, schema.creatorConnection.provider], set: connection });
    const audience = { ...shares, updatedAt: now };
    await tx
      .insert(schema.channelAudience)
      .values({ channelId: channel.id, source: 'creator', ...audience })
      .onConflictDoUpdate({ target: [schema.channelAudience.channelId, schema.channelAudience.source], set: audience });
  });
  return shares;
}
