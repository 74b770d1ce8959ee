/**
 * TikTok Research API (the only official API that reads accounts other than the authorising user's): a client
 * token by client credentials, then POST research/user/info and research/video/query. Its limits shape what we
 * can read: access needs TikTok's approval of a research application (non-commercial research; a commercial
 * deployment needs TikTok's separate permission), 1,000 requests and 100,000 records a day, video queries span at
 * most 30 days and 100 videos per page, and only public accounts are visible. The Display API only reads the
 * profile and videos of creators who authorised us themselves, so it serves creator connections, not discovery.
 * Readable: display name, bio, avatar, verified flag, followers, following, total likes, video count; per video
 * views, likes, comments, shares, description, hashtags, region. Not readable: demographics, saves, reach.
 */
import { z } from 'zod';
import { ConnectorError, remoteDetail } from './connector-error.ts';
import { requireSecret, requireSetting } from './credentials.ts';
import { buildUrl } from './http-json.ts';
import { accountedCall, toCount, type ClientContext, type PlatformConnector, type PlatformPost } from './platform-types.ts';

const CONNECTOR = 'tiktok';
const PAGE_SIZE = 100;
const QUERY_WINDOW_DAYS = 30;
const TOKEN_MARGIN_MS = 60_000;
const USER_FIELDS = 'display_name,bio_description,avatar_url,is_verified,follower_count,following_count,likes_count,video_count';
const VIDEO_FIELDS = 'id,create_time,username,region_code,video_description,like_count,comment_count,share_count,view_count,hashtag_names';

const apiError = z.object({ code: z.string(), message: z.string().optional() });
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const userSchema = z.object({
  data: z.object({
    display_name: z.string(),
    bio_description: z.string().optional(),
    avatar_url: z.string().optional(),
    is_verified: z.boolean().optional(),
    follower_count: z.number().int().nonnegative(),
    following_count: z.number().int().nonnegative().optional(),
    likes_count: z.number().int().nonnegative().optional(),
    video_count: z.number().int().nonnegative().optional(),
  }),
  error: apiError,
});
const videosSchema = z.object({
  data: z.object({
    videos: z.array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        create_time: z.number().int().positive(),
        video_description: z.string().optional(),
        like_count: z.number().int().nonnegative().optional(),
        comment_count: z.number().int().nonnegative().optional(),
        share_count: z.number().int().nonnegative().optional(),
        view_count: z.number().int().nonnegative().optional(),
        hashtag_names: z.array(z.string()).optional(),
      }),
    ),
    cursor: z.number().int().optional(),
    has_more: z.boolean(),
    search_id: z.string().optional(),
  }),
  error: apiError,
});

const errorBody = z.object({ error: apiError });
const nextUtcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');

function classifyTiktokError(now: () => Date) {
  return (status: number, body: unknown): ConnectorError | null => {
    const parsed = errorBody.safeParse(body);
    if (!parsed.success) return null;
    const { code, message = '' } = parsed.data.error;
    if (code === 'daily_quota_limit_exceeded')
      return new ConnectorError(CONNECTOR, 'quota_exhausted', 'the Research API daily quota is used up', {
        resetAt: nextUtcMidnight(now()),
        status,
      });
    if (code === 'access_token_invalid' || code === 'access_token_expired')
      return new ConnectorError(CONNECTOR, 'auth', `token refused (${code})`, { status: 401 });
    if (/not.?found|does not exist/i.test(`${code} ${message}`))
      return new ConnectorError(CONNECTOR, 'not_found', 'TikTok does not know this account', {
        status,
        detail: remoteDetail(`${code}: ${message}`),
      });
    return null;
  };
}

/** A TikTok Research API client with its own cached client token. */
export function createTiktokConnector(context: ClientContext): PlatformConnector {
  const { settings } = context.config;
  const classifyError = classifyTiktokError(context.http.now);
  let token: { value: string; expiresAt: number } | null = null;

  const fetchToken = async (): Promise<string> => {
    const answer = await accountedCall(context, 1, {
      connector: CONNECTOR,
      url: settings.oauthUrl ?? '',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_key: requireSetting(context.config, 'clientId', 'client key'),
        client_secret: requireSecret(context.config, 'client secret'),
        grant_type: 'client_credentials',
      }).toString(),
      schema: tokenSchema,
      classifyError,
    });
    token = { value: answer.access_token, expiresAt: context.http.now().getTime() + answer.expires_in * 1000 };
    return token.value;
  };
  const currentToken = async () => (token && token.expiresAt - TOKEN_MARGIN_MS > context.http.now().getTime() ? token.value : fetchToken());

  const post = async <T>(path: string, fields: string, body: unknown, schema: z.ZodType<T>): Promise<T> => {
    const call = async (accessToken: string) =>
      accountedCall(context, 1, {
        connector: CONNECTOR,
        url: buildUrl(settings.baseUrl, path, { fields }),
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        schema,
        bigIntegerFields: ['id'],
        classifyError,
      });
    try {
      return await call(await currentToken());
    } catch (error) {
      if (error instanceof ConnectorError && error.kind === 'auth' && error.status === 401) return call(await fetchToken());
      throw error;
    }
  };

  const readVideos = async (username: string, maxPosts: number): Promise<PlatformPost[]> => {
    const end = context.http.now();
    const start = new Date(end.getTime() - (QUERY_WINDOW_DAYS - 1) * 86_400_000);
    const posts: PlatformPost[] = [];
    let cursor: number | undefined;
    let searchId: string | undefined;
    for (;;) {
      const page = await post(
        'research/video/query/',
        VIDEO_FIELDS,
        {
          query: { and: [{ operation: 'EQ', field_name: 'username', field_values: [username] }] },
          start_date: yyyymmdd(start),
          end_date: yyyymmdd(end),
          max_count: Math.min(PAGE_SIZE, maxPosts - posts.length),
          ...(cursor !== undefined ? { cursor, search_id: searchId } : {}),
        },
        videosSchema,
      );
      for (const video of page.data.videos) {
        posts.push({
          platformPostId: video.id,
          type: 'video',
          title: null,
          caption: video.video_description ?? null,
          url: `https://www.tiktok.com/@${username}/video/${video.id}`,
          hashtags: (video.hashtag_names ?? []).map((tag) => tag.toLowerCase()),
          publishedAt: new Date(video.create_time * 1000),
          likes: toCount(video.like_count),
          comments: toCount(video.comment_count),
          views: toCount(video.view_count),
          shares: toCount(video.share_count),
          saves: null,
        });
      }
      if (!page.data.has_more || page.data.cursor === undefined || posts.length >= maxPosts || page.data.videos.length === 0) break;
      cursor = page.data.cursor;
      searchId = page.data.search_id;
    }
    return posts;
  };

  return {
    connector: CONNECTOR,
    async fetchChannel(platformId, options) {
      const username = platformId.replace(/^@/, '');
      const user = (await post('research/user/info/', USER_FIELDS, { username }, userSchema)).data;
      const observedAt = context.http.now();
      const posts = options.includePosts ? await readVideos(username, options.maxPosts) : [];
      return {
        observedAt,
        posts,
        profile: {
          name: user.display_name,
          avatarUrl: user.avatar_url ?? null,
          bio: user.bio_description ?? null,
          country: null,
          followers: user.follower_count,
          following: toCount(user.following_count),
          postsCount: toCount(user.video_count),
          totalViews: null,
          totalLikes: toCount(user.likes_count),
          extra: { isVerified: user.is_verified ?? false },
        },
      };
    },
    async testConnection() {
      await fetchToken();
      return { message: 'TikTok issued a client access token' };
    },
  };
}
