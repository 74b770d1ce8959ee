import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { MIN_CURVE_SAMPLES } from './twitch-live.ts';
import type { StreamSamples } from './types.ts';

/** Streams older than this are not judged any more (the job prunes samples after the same time). */
export const STREAM_SAMPLE_RETENTION_DAYS = 30;

const num = (v: unknown): number | null => (v == null ? null : Number(v));

/**
 * The samples of one broadcast per channel: the newest stream with enough samples for the curve detector, else the
 * newest stream at all (a stream that just started should not hide the finished one before it).
 */
export async function loadNewestStreamSamples(db: Database, channelIds: readonly string[]): Promise<Map<string, StreamSamples>> {
  const rows = await selectRows<{
    channel_id: string;
    stream_id: string;
    stream_started_at: string | Date | null;
    sampled_at: string | Date;
    viewer_count: unknown;
    chat_messages: unknown;
    chat_unique_chatters: unknown;
    sample_seconds: unknown;
  }>(
    db,
    sql`with streams as (
          select channel_id, stream_id, count(*) as samples, max(sampled_at) as last_at
          from twitch_stream_sample
          where channel_id in (select value::uuid from json_array_elements_text(${JSON.stringify(channelIds)}::json))
            and sampled_at > now() - make_interval(days => ${STREAM_SAMPLE_RETENTION_DAYS})
          group by channel_id, stream_id
        ), chosen as (
          select distinct on (channel_id) channel_id, stream_id from streams
          order by channel_id, (samples >= ${MIN_CURVE_SAMPLES}) desc, last_at desc
        )
        select s.channel_id, s.stream_id, s.stream_started_at, s.sampled_at, s.viewer_count, s.chat_messages,
               s.chat_unique_chatters, s.sample_seconds
        from twitch_stream_sample s join chosen c on c.channel_id = s.channel_id and c.stream_id = s.stream_id
        order by s.channel_id, s.sampled_at`,
  );
  const byChannel = new Map<string, StreamSamples>();
  for (const row of rows) {
    let stream = byChannel.get(row.channel_id);
    if (!stream) {
      stream = { streamId: row.stream_id, startedAt: row.stream_started_at ? new Date(row.stream_started_at) : null, samples: [] };
      byChannel.set(row.channel_id, stream);
    }
    stream.samples.push({
      sampledAt: new Date(row.sampled_at),
      viewerCount: Number(row.viewer_count),
      chatMessages: num(row.chat_messages),
      chatUniqueChatters: num(row.chat_unique_chatters),
      sampleSeconds: num(row.sample_seconds),
    });
  }
  return byChannel;
}
