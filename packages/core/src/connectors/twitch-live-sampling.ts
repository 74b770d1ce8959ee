/**
 * Live sampling of watched Twitch channels (the twitch-live job, every 5 minutes): which watched channels are live
 * (Helix, 100 per call, quota-accounted), how active their chat is over a short window (an injected reader, so core
 * stays free of WebSocket code), and one twitch_stream_sample row per live channel.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { executeCount, selectRows } from '@creatorlens/db/sql-result';
import { STREAM_SAMPLE_RETENTION_DAYS } from '../intelligence/index.ts';
import { isConnectorError } from './connector-error.ts';
import type { ConnectorRegistry } from './registry.ts';
import { isTwitchConnector, type TwitchLiveStream } from './twitch-live-streams.ts';

/** Chat counted in one channel over one window. */
export interface ChatActivity {
  messages: number;
  uniqueChatters: number;
  /** The window the counts cover. */
  seconds: number;
}

/** Reads chat activity of channels by login; channels it could not read (join refused, disconnected) are absent. */
export interface ChatActivityReader {
  measure(logins: readonly string[], options: { signal?: AbortSignal | undefined }): Promise<Map<string, ChatActivity>>;
}

interface WatchedTwitchChannel {
  channelId: string;
  login: string;
  twitchUserId: string | null;
}

type TwitchLiveSamplingResult =
  | { skipped: 'not_configured' | 'rate_limited' | 'quota_exhausted' | 'upstream'; watched: number }
  | { watched: number; live: number; sampled: number; withChat: number; pruned: number; sampledChannelIds: string[] };

/**
 * The Twitch channels on any organisation's watchlist or campaign board. Deliberately not organisation-scoped: the
 * job samples for everyone, and what it stores (public live figures of public channels) is read through each
 * organisation's licence like every other channel figure.
 */
async function listWatchedTwitchChannels(db: Database): Promise<WatchedTwitchChannel[]> {
  const rows = await selectRows<{ id: string; platform_id: string; twitch_user_id: string | null }>(
    db,
    sql`select c.id, c.platform_id, c.extra->>'twitchUserId' as twitch_user_id
        from channel c
        where c.platform = 'twitch'
          and (exists (select 1 from watchlist_channel wc where wc.channel_id = c.id)
               or exists (select 1 from campaign_channel cc where cc.channel_id = c.id))
        order by c.id`,
  );
  return rows.map((r) => ({ channelId: r.id, login: r.platform_id.toLowerCase(), twitchUserId: r.twitch_user_id || null }));
}

interface SampleRow {
  channelId: string;
  stream: TwitchLiveStream;
  sampledAt: Date;
  chat: ChatActivity | null;
}

/** Writes the samples and remembers Twitch user ids learnt by login (ids survive renames), in one transaction. */
async function storeSamples(db: Database, rows: readonly SampleRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((r) => ({
    channel_id: r.channelId,
    stream_id: r.stream.streamId,
    stream_started_at: r.stream.startedAt?.toISOString() ?? null,
    sampled_at: r.sampledAt.toISOString(),
    viewer_count: r.stream.viewerCount,
    chat_messages: r.chat?.messages ?? null,
    chat_unique_chatters: r.chat?.uniqueChatters ?? null,
    sample_seconds: r.chat ? Math.round(r.chat.seconds) : null,
    twitch_user_id: r.stream.userId,
  }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into twitch_stream_sample (channel_id, stream_id, stream_started_at, sampled_at, viewer_count,
                           chat_messages, chat_unique_chatters, sample_seconds)
      select v.channel_id, v.stream_id, v.stream_started_at, v.sampled_at, v.viewer_count, v.chat_messages, v.chat_unique_chatters, v.sample_seconds
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(channel_id uuid, stream_id text, stream_started_at timestamptz,
           sampled_at timestamptz, viewer_count int, chat_messages int, chat_unique_chatters int, sample_seconds int)
      on conflict do nothing`);
    await tx.execute(sql`update channel c set extra = c.extra || jsonb_build_object('twitchUserId', v.twitch_user_id)
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(channel_id uuid, twitch_user_id text)
      where c.id = v.channel_id and (c.extra->>'twitchUserId') is distinct from v.twitch_user_id`);
  });
}

/** Deletes samples past the retention (signals never read them); returns how many. */
const pruneTwitchStreamSamples = (db: Database): Promise<number> =>
  executeCount(db, sql`delete from twitch_stream_sample where sampled_at < now() - make_interval(days => ${STREAM_SAMPLE_RETENTION_DAYS})`);

/**
 * One sampling round: reads which watched channels are live, measures their chat when a reader is given, stores one
 * sample per live channel. Not configured, rate limited or out of quota: nothing is sampled and the next round tries
 * again (a missed sample is a gap in the curve, not an error).
 */
export async function sampleLiveTwitchChannels(
  deps: {
    db: Database;
    connectors: ConnectorRegistry;
    chat?: ChatActivityReader | null | undefined;
    now?: (() => Date) | undefined;
    /** Told when the chat read failed (the round still stores the viewer counts); the caller logs it. */
    onChatError?: ((error: unknown) => void) | undefined;
  },
  options: { signal?: AbortSignal | undefined } = {},
): Promise<TwitchLiveSamplingResult> {
  const now = deps.now ?? deps.connectors.now;
  const watched = await listWatchedTwitchChannels(deps.db);
  let client;
  try {
    client = await deps.connectors.get('twitch');
  } catch (error) {
    if (isConnectorError(error) && error.kind === 'not_configured') return { skipped: 'not_configured', watched: watched.length };
    throw error;
  }
  if (!isTwitchConnector(client)) return { skipped: 'not_configured', watched: watched.length };
  // The retention delete scans by time across channels: once an hour (the round in its first 5 minutes) is plenty.
  const pruned = now().getUTCMinutes() < 5 ? await pruneTwitchStreamSamples(deps.db) : 0;
  if (watched.length === 0) return { watched: 0, live: 0, sampled: 0, withChat: 0, pruned, sampledChannelIds: [] };

  let streams: TwitchLiveStream[];
  try {
    streams = await client.fetchLiveStreams(watched.map((w) => ({ userId: w.twitchUserId, login: w.login })));
  } catch (error) {
    if (isConnectorError(error) && (error.kind === 'rate_limited' || error.kind === 'quota_exhausted' || error.kind === 'upstream')) {
      return { skipped: error.kind, watched: watched.length };
    }
    throw error;
  }
  const sampledAt = now();
  const byUserId = new Map(watched.filter((w) => w.twitchUserId).map((w) => [w.twitchUserId!, w]));
  const byLogin = new Map(watched.map((w) => [w.login, w]));
  const live = streams.flatMap((stream) => {
    const channel = byUserId.get(stream.userId) ?? byLogin.get(stream.login);
    return channel ? [{ channel, stream }] : [];
  });
  options.signal?.throwIfAborted();

  let chat = new Map<string, ChatActivity>();
  if (deps.chat && live.length > 0) {
    // Chat is a bonus: a failed read leaves the chat columns null, the viewer counts are still worth keeping; the
    // failure goes to the caller, never silently away.
    chat = await deps.chat
      .measure(
        live.map((l) => l.stream.login),
        { signal: options.signal },
      )
      .catch((error: unknown) => {
        deps.onChatError?.(error);
        return new Map<string, ChatActivity>();
      });
  }
  const rows: SampleRow[] = live.map(({ channel, stream }) => ({
    channelId: channel.channelId,
    stream,
    sampledAt,
    chat: chat.get(stream.login) ?? null,
  }));
  await storeSamples(deps.db, rows);
  return {
    watched: watched.length,
    live: live.length,
    sampled: rows.length,
    withChat: rows.filter((r) => r.chat).length,
    pruned,
    sampledChannelIds: [...new Set(rows.map((r) => r.channelId))],
  };
}
