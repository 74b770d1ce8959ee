import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { readFigureBasis, readFigureFlags, type FigureBasis, type FigureFlag } from '@creatorlens/contracts';
import { schema, type Platform } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { channelVisibleTo, readableChannelPlatforms } from '../channels/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface ComparedChannel {
  id: string;
  platform: Platform;
  name: string;
  handle: string;
  artistSlug: string;
  followers: number | null;
  engagementRate: number | null;
  followers30dGain: number | null;
  followers30dGrowth: number | null;
  averageViews: number | null;
  averageLikes: number | null;
  postsPerWeek: number | null;
  /** When and where the follower count was read; each derived figure says its own basis in figureBasis. */
  dataAsOf: number | null;
  source: string;
  /** What the averages, engagement, cadence and growth rest on, or why they are "–" (contracts/figure-basis.ts). */
  figureBasis: FigureBasis;
  figureFlags: FigureFlag[];
}

interface ChannelComparison {
  channels: ComparedChannel[];
  growth: { channelId: string; points: { day: string; followers: number }[] }[];
}

/** How far back the growth lines reach, counted from the newest snapshot of the compared channels. */
const COMPARE_GROWTH_DAYS = 365;

const channel = schema.channel;
const snapshot = schema.channelSnapshot;

/**
 * Side-by-side figures and daily follower lines for 2 to 6 channels, in the order asked for. Another
 * organisation's unconfirmed import is NOT_FOUND; a channel on a platform outside the licence is FORBIDDEN.
 */
export async function compareChannels({ db, actor }: Dependencies, input: { ids: string[] }): Promise<ChannelComparison> {
  const platforms = readableChannelPlatforms(actor);
  const ids = [...new Set(input.ids)];
  const rows = await db
    .select({
      id: channel.id,
      platform: channel.platform,
      name: channel.name,
      handle: channel.handle,
      artistSlug: schema.artist.slug,
      followers: channel.followers,
      engagementRate: channel.engagementRate,
      followers30dGain: channel.followers30dGain,
      followers30dGrowth: channel.followers30dGrowth,
      averageViews: channel.averageViews,
      averageLikes: channel.averageLikes,
      postsPerWeek: channel.postsPerWeek,
      dataAsOf: channel.dataAsOf,
      source: channel.source,
      figureBasis: channel.figureBasis,
      figureFlags: channel.figureFlags,
    })
    .from(channel)
    .innerJoin(schema.artist, eq(schema.artist.id, channel.artistId))
    .where(and(inArray(channel.id, ids), channelVisibleTo(actor.organizationId ?? null)));
  const byId = new Map<string, ComparedChannel>(
    rows.map((row) => [
      row.id,
      {
        ...row,
        dataAsOf: row.dataAsOf ? row.dataAsOf.getTime() : null,
        source: row.source ?? '',
        figureBasis: readFigureBasis(row.figureBasis),
        figureFlags: readFigureFlags(row.figureFlags),
      },
    ]),
  );
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AppError('NOT_FOUND', `No channel has the id ${missing.join(', ')}.`);
  const excluded = [...new Set(rows.filter((row) => !platforms.includes(row.platform)).map((row) => row.platform))];
  if (excluded.length > 0) throw new AppError('FORBIDDEN', `Your organisation's licence does not include ${excluded.join(', ')}.`);

  // The primary key (channel_id, day) serves both the window bound and the ordering.
  const newestDay = db
    .select({ day: sql`max(${snapshot.day})` })
    .from(snapshot)
    .where(inArray(snapshot.channelId, ids));
  const points = await db
    .select({ channelId: snapshot.channelId, day: snapshot.day, followers: snapshot.followers })
    .from(snapshot)
    .where(
      and(
        inArray(snapshot.channelId, ids),
        isNotNull(snapshot.followers),
        sql`${snapshot.day} > (${newestDay}) - ${sql.raw(String(COMPARE_GROWTH_DAYS))}`,
      ),
    )
    .orderBy(asc(snapshot.channelId), asc(snapshot.day));

  const pointsById = new Map<string, { day: string; followers: number }[]>(ids.map((id) => [id, []]));
  for (const point of points) pointsById.get(point.channelId)?.push({ day: point.day, followers: point.followers! });
  return {
    channels: ids.map((id) => byId.get(id)!),
    growth: ids.map((id) => ({ channelId: id, points: pointsById.get(id)! })),
  };
}
