/**
 * Instagram Graph API business discovery: a connected Instagram business account (id + long-lived token, the
 * connector's settings and secret) reads another business or creator account's public counters and recent media:
 * GET /{business-account-id}?fields=business_discovery.username(x){...,media.limit(n).after(cursor){...}}.
 * Only business and creator accounts are readable; personal accounts answer "not found". Rate limits are
 * per app and account (error codes 4, 17, 32, 613, 80002); the header X-Business-Use-Case-Usage says when to retry.
 */
import { z } from 'zod';
import { ConnectorError, remoteDetail } from './connector-error.ts';
import { requireSecret, requireSetting } from './credentials.ts';
import { buildUrl } from './http-json.ts';
import { accountedCall, hashtagsOf, toCount, type ClientContext, type PlatformConnector, type PlatformPost } from './platform-types.ts';

const CONNECTOR = 'instagram';
const PAGE_SIZE = 50;
const DEFAULT_RATE_LIMIT_WAIT_MS = 60 * 60_000;
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001, 80002]);
const PROFILE_FIELDS = 'username,name,biography,profile_picture_url,followers_count,follows_count,media_count,website';
const MEDIA_FIELDS = 'id,caption,like_count,comments_count,media_type,media_product_type,permalink,timestamp';

/** Meta writes offsets without a colon (2024-05-01T12:00:00+0000). */
const metaTime = z
  .string()
  .transform((value) => new Date(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')))
  .refine((date) => !Number.isNaN(date.getTime()), 'not a timestamp');

const mediaSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      caption: z.string().optional(),
      like_count: z.number().int().nonnegative().optional(),
      comments_count: z.number().int().nonnegative().optional(),
      media_type: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
      media_product_type: z.string().optional(),
      permalink: z.string().optional(),
      timestamp: metaTime,
    }),
  ),
  paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
});

const discoverySchema = z.object({
  business_discovery: z.object({
    id: z.string(),
    username: z.string(),
    name: z.string().optional(),
    biography: z.string().optional(),
    profile_picture_url: z.string().optional(),
    followers_count: z.number().int().nonnegative(),
    follows_count: z.number().int().nonnegative().optional(),
    media_count: z.number().int().nonnegative().optional(),
    media: mediaSchema.optional(),
  }),
});

const graphErrorSchema = z.object({
  error: z.object({ message: z.string().optional(), code: z.number(), error_subcode: z.number().optional() }),
});

const retryAfterFromUsage = (headers: Headers): number | null => {
  const raw = headers.get('x-business-use-case-usage');
  if (!raw) return null;
  try {
    const usage = JSON.parse(raw) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const minutes = Math.max(
      0,
      ...Object.values(usage)
        .flat()
        .map((u) => u.estimated_time_to_regain_access ?? 0),
    );
    return minutes > 0 ? minutes * 60_000 : null;
  } catch {
    return null;
  }
};

function classifyGraphError(status: number, body: unknown, headers: Headers): ConnectorError | null {
  const parsed = graphErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  const { code, error_subcode: subcode, message = '' } = parsed.data.error;
  if (RATE_LIMIT_CODES.has(code)) {
    const retryAfterMs = retryAfterFromUsage(headers) ?? DEFAULT_RATE_LIMIT_WAIT_MS;
    return new ConnectorError(CONNECTOR, 'rate_limited', `Graph API rate limit (code ${code})`, { retryAfterMs, status });
  }
  if (code === 190 || code === 102)
    return new ConnectorError(CONNECTOR, 'auth', 'the access token is invalid or expired', { status, detail: remoteDetail(message) });
  if (code === 10 || (code >= 200 && code < 300))
    return new ConnectorError(CONNECTOR, 'auth', `permission missing (code ${code})`, { status, detail: remoteDetail(message) });
  if (code === 110 || (code === 100 && subcode === 2207013))
    return new ConnectorError(CONNECTOR, 'not_found', 'no business or creator account', { status, detail: remoteDetail(message) });
  return null;
}

const postType = (media: z.infer<typeof mediaSchema>['data'][number]): PlatformPost['type'] => {
  if (media.media_product_type === 'REELS') return 'reel';
  if (media.media_type === 'CAROUSEL_ALBUM') return 'carousel';
  return media.media_type === 'VIDEO' ? 'video' : 'image';
};

/** An Instagram business-discovery client. */
export function createInstagramConnector(context: ClientContext): PlatformConnector {
  const { settings } = context.config;
  const discover = (username: string, mediaClause: string) =>
    accountedCall(context, 1, {
      connector: CONNECTOR,
      url: buildUrl(settings.baseUrl, requireSetting(context.config, 'businessAccountId', 'business account id'), {
        fields: `business_discovery.username(${username}){${PROFILE_FIELDS}${mediaClause}}`,
        access_token: requireSecret(context.config, 'access token'),
      }),
      schema: discoverySchema,
      classifyError: classifyGraphError,
    });

  return {
    connector: CONNECTOR,
    async fetchChannel(platformId, options) {
      // Usernames are [a-z0-9._]; anything else would inject into the field expansion.
      const username = platformId.replace(/^@/, '').toLowerCase();
      if (!/^[a-z0-9._]{1,30}$/.test(username))
        throw new ConnectorError(CONNECTOR, 'not_found', `"${platformId}" is not an Instagram username`);
      const first = await discover(
        username,
        options.includePosts ? `,media.limit(${Math.min(PAGE_SIZE, options.maxPosts)}){${MEDIA_FIELDS}}` : '',
      );
      const account = first.business_discovery;
      const observedAt = context.http.now();
      const media = [...(account.media?.data ?? [])];
      let after = account.media?.paging?.next ? account.media.paging.cursors?.after : undefined;
      while (options.includePosts && after && media.length < options.maxPosts) {
        const limit = Math.min(PAGE_SIZE, options.maxPosts - media.length);
        const page = await discover(username, `,media.after(${after}).limit(${limit}){${MEDIA_FIELDS}}`);
        const pageMedia = page.business_discovery.media;
        media.push(...(pageMedia?.data ?? []));
        after = pageMedia?.paging?.next && pageMedia.data.length > 0 ? pageMedia.paging.cursors?.after : undefined;
      }
      return {
        observedAt,
        posts: media.map((item) => ({
          platformPostId: item.id,
          type: postType(item),
          title: null,
          caption: item.caption ?? null,
          url: item.permalink ?? null,
          hashtags: hashtagsOf(item.caption),
          publishedAt: item.timestamp,
          // Hidden like counts are absent from the answer: unknown, not zero.
          likes: toCount(item.like_count),
          comments: toCount(item.comments_count),
          views: null,
          shares: null,
          saves: null,
        })),
        profile: {
          name: account.name || account.username,
          avatarUrl: account.profile_picture_url ?? null,
          bio: account.biography ?? null,
          country: null,
          followers: account.followers_count,
          following: toCount(account.follows_count),
          postsCount: toCount(account.media_count),
          totalViews: null,
          totalLikes: null,
          extra: { instagramUserId: account.id },
        },
      };
    },
    async testConnection() {
      // The connected account reading itself: proves token and account id in one call.
      await accountedCall(context, 1, {
        connector: CONNECTOR,
        url: buildUrl(settings.baseUrl, requireSetting(context.config, 'businessAccountId', 'business account id'), {
          fields: 'id,username',
          access_token: requireSecret(context.config, 'access token'),
        }),
        schema: z.object({ id: z.string() }),
        classifyError: classifyGraphError,
      });
      return { message: 'Instagram Graph API answered' };
    },
  };
}
