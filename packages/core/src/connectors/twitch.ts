/**
 * Twitch Helix: an app access token by client credentials (POST to the configured OAuth URL), then users,
 * channels/followers (only the total is readable with an app token), streams and videos, each with the Client-Id
 * header. A 401 refreshes the token once. Rate limits come as Ratelimit-Limit/-Remaining/-Reset headers (a point
 * bucket per minute, 800 by default); a 429 waits until Ratelimit-Reset.
 */
import { z } from 'zod';
import { ConnectorError } from './connector-error.ts';
import { requireSecret, requireSetting } from './credentials.ts';
import { buildUrl } from './http-json.ts';
import { accountedCall, hashtagsOf, toCount, type ClientContext, type PlatformPost } from './platform-types.ts';
import { readLiveStreams, type TwitchConnector } from './twitch-live-streams.ts';

const CONNECTOR = 'twitch';
const PAGE_SIZE = 100;
/** Renew a token this long before it runs out, so no call goes out with a token about to expire. */
const TOKEN_MARGIN_MS = 60_000;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive(), token_type: z.string().optional() });
const usersSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      login: z.string(),
      display_name: z.string(),
      broadcaster_type: z.string().optional(),
      description: z.string().optional(),
      profile_image_url: z.string().optional(),
    }),
  ),
});
const followersSchema = z.object({ total: z.number().int().nonnegative() });
const streamsSchema = z.object({
  data: z.array(
    z.object({ viewer_count: z.number().int().nonnegative(), language: z.string().optional(), game_name: z.string().optional() }),
  ),
});
const videosSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().optional(),
      published_at: z.string().datetime({ offset: true }),
      url: z.string().optional(),
      view_count: z.number().int().nonnegative(),
    }),
  ),
  pagination: z.object({ cursor: z.string().optional() }).optional(),
});

/** Twitch's 429 carries Ratelimit-Reset (epoch seconds) instead of Retry-After. */
function classifyTwitchError(now: () => Date) {
  return (status: number, _body: unknown, headers: Headers): ConnectorError | null => {
    if (status !== 429) return null;
    const reset = Number(headers.get('ratelimit-reset'));
    const retryAfterMs = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now().getTime()) : 60_000;
    return new ConnectorError(CONNECTOR, 'rate_limited', `rate limited until the bucket refills (${retryAfterMs} ms)`, {
      retryAfterMs,
      status,
    });
  };
}

/** A Twitch Helix client with its own cached app access token. */
export function createTwitchConnector(context: ClientContext): TwitchConnector {
  const { settings } = context.config;
  const clientId = () => requireSetting(context.config, 'clientId', 'client id');
  const classifyError = classifyTwitchError(context.http.now);
  let token: { value: string; expiresAt: number } | null = null;

  const fetchToken = async (): Promise<string> => {
    const answer = await accountedCall(context, 1, {
      connector: CONNECTOR,
      url: settings.oauthUrl ?? '',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId(),
        client_secret: requireSecret(context.config, 'client secret'),
        grant_type: 'client_credentials',
      }).toString(),
      schema: tokenSchema,
      classifyError,
    });
    token = { value: answer.access_token, expiresAt: context.http.now().getTime() + answer.expires_in * 1000 };
    return token.value;
  };
  const currentToken = async (): Promise<string> =>
    token && token.expiresAt - TOKEN_MARGIN_MS > context.http.now().getTime() ? token.value : fetchToken();

  /** One Helix call; array values repeat the parameter (user_id=1&user_id=2), as Helix takes lists. */
  const helix = async <T>(
    path: string,
    query: Record<string, string | number | undefined | readonly string[]>,
    schema: z.ZodType<T>,
  ): Promise<T> => {
    const scalars = Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string | number | undefined] => !Array.isArray(entry[1])),
    );
    const url = new URL(buildUrl(settings.baseUrl, path, scalars));
    for (const [key, values] of Object.entries(query))
      if (Array.isArray(values)) for (const value of values) url.searchParams.append(key, value);
    const call = async (accessToken: string) =>
      accountedCall(context, 1, {
        connector: CONNECTOR,
        url: url.toString(),
        headers: { authorization: `Bearer ${accessToken}`, 'client-id': clientId() },
        schema,
        classifyError,
      });
    try {
      return await call(await currentToken());
    } catch (error) {
      // An app token can be revoked or expire early; one fresh token, then a second 401 is a real auth failure.
      if (error instanceof ConnectorError && error.kind === 'auth' && error.status === 401) return call(await fetchToken());
      throw error;
    }
  };

  const readVideos = async (userId: string, maxPosts: number): Promise<PlatformPost[]> => {
    const posts: PlatformPost[] = [];
    let cursor: string | undefined;
    do {
      const page = await helix(
        'videos',
        { user_id: userId, type: 'archive', first: Math.min(PAGE_SIZE, maxPosts - posts.length), after: cursor },
        videosSchema,
      );
      for (const video of page.data) {
        posts.push({
          platformPostId: video.id,
          type: 'stream',
          title: video.title,
          caption: video.description || null,
          url: video.url ?? null,
          hashtags: hashtagsOf(`${video.title} ${video.description ?? ''}`),
          publishedAt: new Date(video.published_at),
          likes: null,
          comments: null,
          views: toCount(video.view_count),
          shares: null,
          saves: null,
        });
      }
      cursor = page.data.length > 0 ? page.pagination?.cursor : undefined;
    } while (cursor && posts.length < maxPosts);
    return posts;
  };

  return {
    connector: CONNECTOR,
    async fetchChannel(platformId, options) {
      const users = await helix('users', { login: platformId.toLowerCase() }, usersSchema);
      const user = users.data[0];
      if (!user) throw new ConnectorError(CONNECTOR, 'not_found', `no user ${platformId}`, { status: 200 });
      const followers = await helix('channels/followers', { broadcaster_id: user.id, first: 1 }, followersSchema);
      const streams = await helix('streams', { user_id: user.id }, streamsSchema);
      const observedAt = context.http.now();
      const live = streams.data[0];
      const posts = options.includePosts ? await readVideos(user.id, options.maxPosts) : [];
      return {
        observedAt,
        posts,
        profile: {
          name: user.display_name,
          avatarUrl: user.profile_image_url || null,
          bio: user.description || null,
          country: null,
          followers: followers.total,
          following: null,
          postsCount: null,
          // Helix's view_count is deprecated (always 0): unknown rather than zero.
          totalViews: null,
          totalLikes: null,
          extra: {
            twitchUserId: user.id,
            isPartner: user.broadcaster_type === 'partner',
            isLive: Boolean(live),
            ...(live ? { currentViewers: live.viewer_count } : {}),
          },
        },
      };
    },
    fetchLiveStreams: (users) => readLiveStreams(helix, users),
    async testConnection() {
      await fetchToken();
      return { message: 'Twitch issued an app access token' };
    },
  };
}
