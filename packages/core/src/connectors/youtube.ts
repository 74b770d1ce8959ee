/**
 * YouTube Data API v3: channels.list (snippet, statistics, contentDetails), playlistItems.list over the uploads
 * playlist, videos.list with statistics. Every list call costs 1 quota unit (the default project quota is 10,000
 * units a day, reset at midnight Pacific time). Authentication: an API key (the connector's secret).
 */
import { z } from 'zod';
import { ConnectorError, remoteDetail } from './connector-error.ts';
import { requireSecret } from './credentials.ts';
import { buildUrl } from './http-json.ts';
import { accountedCall, hashtagsOf, toCount, type ClientContext, type PlatformConnector, type PlatformPost } from './platform-types.ts';

const CONNECTOR = 'youtube';
const LIST_CALL_UNITS = 1;
const PAGE_SIZE = 50;
/** Videos up to this length count as Shorts (the API has no Shorts flag; 60 s was the limit when most were made). */
const SHORT_MAX_SECONDS = 60;

const countString = z.union([z.string().regex(/^\d+$/), z.number()]).optional();
const thumbnail = z.object({ url: z.string() }).optional();

const channelsSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          description: z.string().optional(),
          customUrl: z.string().optional(),
          country: z.string().optional(),
          thumbnails: z.object({ default: thumbnail, medium: thumbnail, high: thumbnail }).optional(),
        }),
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }) }),
        statistics: z.object({
          viewCount: countString,
          subscriberCount: countString,
          hiddenSubscriberCount: z.boolean().optional(),
          videoCount: countString,
        }),
      }),
    )
    .optional(),
});

const playlistItemsSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })),
});

const videosSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        publishedAt: z.string().datetime({ offset: true }),
        title: z.string(),
        description: z.string().optional(),
        tags: z.array(z.string()).optional(),
      }),
      contentDetails: z.object({ duration: z.string() }).optional(),
      statistics: z.object({ viewCount: countString, likeCount: countString, commentCount: countString }).optional(),
    }),
  ),
});

/** ISO 8601 duration (PT1H2M3S) in seconds; null when unreadable (live streams answer P0D). */
export function isoDurationSeconds(duration: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!match) return null;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Midnight in America/Los_Angeles after `now`, when YouTube's daily quota resets. */
export function nextPacificMidnight(now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const pacificAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offsetMs = pacificAsUtc - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day') + 1) - offsetMs);
}

const errorReasonSchema = z.object({
  error: z.object({
    errors: z.array(z.object({ reason: z.string() })).optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

/** YouTube reports quota and key problems as 403/400 with a reason; map them before the generic mapping. */
function classifyYoutubeError(now: () => Date) {
  return (status: number, body: unknown): ConnectorError | null => {
    const parsed = errorReasonSchema.safeParse(body);
    const reasons = parsed.success
      ? [...(parsed.data.error.errors ?? []).map((e) => e.reason), ...(parsed.data.error.details ?? []).map((d) => d.reason ?? '')]
      : [];
    if (reasons.some((r) => r === 'quotaExceeded' || r === 'dailyLimitExceeded')) {
      return new ConnectorError(CONNECTOR, 'quota_exhausted', 'the YouTube project quota is used up for today', {
        resetAt: nextPacificMidnight(now()),
        status,
      });
    }
    if (reasons.some((r) => r === 'rateLimitExceeded' || r === 'userRateLimitExceeded')) {
      return new ConnectorError(CONNECTOR, 'rate_limited', 'YouTube rate limit', { retryAfterMs: 60_000, status });
    }
    if (
      reasons.some(
        (r) => r === 'keyInvalid' || r === 'keyExpired' || r === 'API_KEY_INVALID' || r === 'forbidden' || r === 'accessNotConfigured',
      )
    ) {
      return new ConnectorError(CONNECTOR, 'auth', 'the API key was refused', { status, detail: remoteDetail(reasons.join(', ')) });
    }
    return null;
  };
}

/** A YouTube Data API v3 client over the given context (settings, secret, fetch, quota). */
export function createYoutubeConnector(context: ClientContext): PlatformConnector {
  const { settings } = context.config;
  const classifyError = classifyYoutubeError(context.http.now);
  const get = <T>(path: string, query: Record<string, string | number | undefined>, schema: z.ZodType<T>) =>
    accountedCall(context, LIST_CALL_UNITS, {
      connector: CONNECTOR,
      url: buildUrl(settings.baseUrl, path, { ...query, key: requireSecret(context.config, 'API key') }),
      schema,
      classifyError,
    });

  const readVideos = async (uploadsPlaylistId: string, maxPosts: number): Promise<PlatformPost[]> => {
    const videoIds: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await get(
        'playlistItems',
        { part: 'contentDetails', playlistId: uploadsPlaylistId, maxResults: Math.min(PAGE_SIZE, maxPosts - videoIds.length), pageToken },
        playlistItemsSchema,
      );
      videoIds.push(...page.items.map((item) => item.contentDetails.videoId));
      pageToken = page.nextPageToken;
    } while (pageToken && videoIds.length < maxPosts);
    const posts: PlatformPost[] = [];
    for (let start = 0; start < videoIds.length; start += PAGE_SIZE) {
      const batch = videoIds.slice(start, start + PAGE_SIZE);
      const videos = await get(
        'videos',
        { part: 'snippet,statistics,contentDetails', id: batch.join(','), maxResults: PAGE_SIZE },
        videosSchema,
      );
      for (const video of videos.items) {
        const seconds = video.contentDetails ? isoDurationSeconds(video.contentDetails.duration) : null;
        const description = video.snippet.description ?? null;
        posts.push({
          platformPostId: video.id,
          type: seconds !== null && seconds > 0 && seconds <= SHORT_MAX_SECONDS ? 'short' : 'video',
          title: video.snippet.title,
          caption: description,
          url: `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`,
          hashtags: [...new Set([...hashtagsOf(description), ...hashtagsOf(video.snippet.title)])],
          publishedAt: new Date(video.snippet.publishedAt),
          likes: toCount(video.statistics?.likeCount),
          comments: toCount(video.statistics?.commentCount),
          views: toCount(video.statistics?.viewCount),
          shares: null,
          saves: null,
        });
      }
    }
    return posts;
  };

  return {
    connector: CONNECTOR,
    async fetchChannel(platformId, options) {
      // Our platform id is the UC... channel id; channels added by handle carry "@handle" until the first refresh.
      const lookup = platformId.startsWith('@') ? { forHandle: platformId } : { id: platformId };
      const answer = await get('channels', { part: 'snippet,statistics,contentDetails', ...lookup }, channelsSchema);
      const item = answer.items?.[0];
      if (!item) throw new ConnectorError(CONNECTOR, 'not_found', `no channel ${platformId}`, { status: 200 });
      const observedAt = context.http.now();
      const uploads = item.contentDetails.relatedPlaylists.uploads;
      const posts = options.includePosts && uploads ? await readVideos(uploads, options.maxPosts) : [];
      const thumbnails = item.snippet.thumbnails;
      return {
        observedAt,
        posts,
        profile: {
          name: item.snippet.title,
          avatarUrl: thumbnails?.high?.url ?? thumbnails?.medium?.url ?? thumbnails?.default?.url ?? null,
          bio: item.snippet.description ?? null,
          country: item.snippet.country ?? null,
          // A hidden subscriber count is "unknown", not zero.
          followers: item.statistics.hiddenSubscriberCount ? null : toCount(item.statistics.subscriberCount),
          following: null,
          postsCount: toCount(item.statistics.videoCount),
          totalViews: toCount(item.statistics.viewCount),
          totalLikes: null,
          extra: {},
        },
      };
    },
    async testConnection() {
      // One unit on a well-known channel (Google for Developers) proves the key and the base URL.
      await get('channels', { part: 'id', id: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' }, channelsSchema);
      return { message: 'YouTube Data API answered' };
    },
  };
}
