/**
 * Reading which Twitch channels are live, many at once: Helix GET /streams takes up to 100 user ids or logins per
 * call and answers only the channels that are broadcasting. Used by the twitch-live job, one quota unit per call.
 */
import { z } from 'zod';
import type { PlatformConnector } from './platform-types.ts';

/** Helix's limit of user_id plus user_login values in one /streams call (and its page size, `first`). */
const HELIX_STREAMS_BATCH = 100;

/** A channel to look up: its Twitch user id when a refresh has stored it, else its login. */
interface TwitchUserRef {
  userId?: string | null | undefined;
  login?: string | null | undefined;
}

/** One live broadcast as Helix reports it. */
export interface TwitchLiveStream {
  streamId: string;
  userId: string;
  login: string;
  viewerCount: number;
  startedAt: Date | null;
}

/** The Twitch client: the common platform connector plus the batched live-stream read. */
export interface TwitchConnector extends PlatformConnector {
  /** The live streams among the given channels (offline channels are simply absent); one call per 100 channels. */
  fetchLiveStreams(users: readonly TwitchUserRef[]): Promise<TwitchLiveStream[]>;
}

export const isTwitchConnector = (connector: PlatformConnector): connector is TwitchConnector =>
  connector.connector === 'twitch' && typeof (connector as Partial<TwitchConnector>).fetchLiveStreams === 'function';

const liveStreamsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      user_id: z.string().min(1),
      user_login: z.string(),
      // "live", or "" when Twitch has an error; only live streams are sampled.
      type: z.string().optional(),
      viewer_count: z.number().int().nonnegative(),
      started_at: z.string().datetime({ offset: true }).optional(),
    }),
  ),
});

type HelixCall = <T>(
  path: string,
  query: Record<string, string | number | undefined | readonly string[]>,
  schema: z.ZodType<T>,
) => Promise<T>;

/** Splits the channels into calls of at most 100 and collects the live streams. */
export async function readLiveStreams(helix: HelixCall, users: readonly TwitchUserRef[]): Promise<TwitchLiveStream[]> {
  const live: TwitchLiveStream[] = [];
  for (let i = 0; i < users.length; i += HELIX_STREAMS_BATCH) {
    const batch = users.slice(i, i + HELIX_STREAMS_BATCH);
    const userIds = batch.flatMap((u) => (u.userId ? [u.userId] : []));
    const logins = batch.flatMap((u) => (!u.userId && u.login ? [u.login.toLowerCase()] : []));
    if (userIds.length + logins.length === 0) continue;
    // first=100: the default page of 20 would silently drop live channels of a full batch.
    const page = await helix(
      'streams',
      { user_id: userIds, user_login: logins, first: HELIX_STREAMS_BATCH, type: 'live' },
      liveStreamsSchema,
    );
    for (const stream of page.data) {
      if (stream.type !== undefined && stream.type !== 'live') continue;
      live.push({
        streamId: stream.id,
        userId: stream.user_id,
        login: stream.user_login.toLowerCase(),
        viewerCount: stream.viewer_count,
        startedAt: stream.started_at ? new Date(stream.started_at) : null,
      });
    }
  }
  return live;
}
