import { sql } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';
import { channelVisibleTo } from '../channels/index.ts';
import { defineAbilityFor } from '../permissions/index.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import { calendarDateAt } from '@creatorlens/contracts';
import type { Dependencies } from '../dependencies.ts';

interface WatchedChannelChange {
  id: string;
  platform: Platform;
  name: string;
  handle: string;
  avatarUrl: string | null;
  artistSlug: string;
  followers: number | null;
  followers30dGain: number | null;
  followers30dGrowth: number | null;
  dataAsOf: number | null;
}

interface CampaignStatusSummary {
  draft: number;
  ready: number;
  active: number;
  ended: number;
}

interface HomeOverview {
  watchedChannelCount: number;
  watchedChanges: WatchedChannelChange[];
  campaigns: CampaignStatusSummary;
  listCounts: { campaigns: number; watchlists: number; tags: number };
}

const EMPTY: HomeOverview = {
  watchedChannelCount: 0,
  watchedChanges: [],
  campaigns: { draft: 0, ready: 0, active: 0, ended: 0 },
  listCounts: { campaigns: 0, watchlists: 0, tags: 0 },
};

/**
 * The signed-in home page in one call: the biggest 30-day follower movements among channels on the
 * organisation's watchlists, campaigns by display status (the same rules as the campaign status function:
 * draft, ready until the start, active until the end, ended), and how many lists exist.
 */
export async function getHomeOverview({ db, actor }: Dependencies, now = new Date()): Promise<HomeOverview> {
  const organizationId = actor.organizationId;
  if (!organizationId) return EMPTY;
  const ability = defineAbilityFor(actor, now);
  // Campaign runs are calendar days (first and last inclusive). The server has no viewer's time zone, so its "today"
  // is the UTC date; the badges in the browser use the viewer's own day (campaignDisplayStatus).
  const today = calendarDateAt(now.getTime(), 'UTC');
  const { campaign, watchlist, watchlistChannel, tag, channel, artist } = schema;

  type ChangeRow = Omit<WatchedChannelChange, 'dataAsOf'> & { dataAsOf: Date | string | null };
  const [summaryRows, rows] = await Promise.all([
    selectRows<Record<string, number>>(
      db,
      sql`
      select
        (select count(*) from ${campaign} where ${campaign.organizationId} = ${organizationId} and ${campaign.isDraft})::int as draft,
        (select count(*) from ${campaign} where ${campaign.organizationId} = ${organizationId} and not ${campaign.isDraft}
           and (${campaign.startTime} is null or ${campaign.startTime} > ${today}::date))::int as ready,
        (select count(*) from ${campaign} where ${campaign.organizationId} = ${organizationId} and not ${campaign.isDraft}
           and ${campaign.startTime} <= ${today}::date and (${campaign.endTime} is null or ${campaign.endTime} >= ${today}::date))::int as active,
        (select count(*) from ${campaign} where ${campaign.organizationId} = ${organizationId} and not ${campaign.isDraft}
           and ${campaign.startTime} <= ${today}::date and ${campaign.endTime} < ${today}::date)::int as ended,
        (select count(*) from ${watchlist} where ${watchlist.organizationId} = ${organizationId})::int as watchlists,
        (select count(*) from ${tag} where ${tag.organizationId} = ${organizationId})::int as tags,
        (select count(distinct ${watchlistChannel.channelId}) from ${watchlistChannel}
           where ${watchlistChannel.organizationId} = ${organizationId})::int as watched`,
    ),
    // Creator figures need a valid licence; the list counts above do not.
    ability.can('read', 'channel')
      ? selectRows<ChangeRow>(
          db,
          sql`
          select ${channel.id} as "id", ${channel.platform}::text as "platform", ${channel.name} as "name",
                 ${channel.handle} as "handle", ${channel.avatarUrl} as "avatarUrl", ${artist.slug} as "artistSlug",
                 ${channel.followers}::float8 as "followers", ${channel.followers30dGain}::float8 as "followers30dGain",
                 ${channel.followers30dGrowth}::float8 as "followers30dGrowth", ${channel.dataAsOf} as "dataAsOf"
          from ${channel}
          join ${artist} on ${artist.id} = ${channel.artistId}
          where ${channel.id} in (select ${watchlistChannel.channelId} from ${watchlistChannel}
                                  where ${watchlistChannel.organizationId} = ${organizationId})
            and ${channelVisibleTo(organizationId)}
            and ${channel.followers30dGain} is not null
          order by abs(${channel.followers30dGain}) desc, ${channel.id}
          limit 8`,
        )
      : Promise.resolve([] as ChangeRow[]),
  ]);
  const summary = summaryRows[0] ?? {};
  const campaigns = {
    draft: Number(summary.draft ?? 0),
    ready: Number(summary.ready ?? 0),
    active: Number(summary.active ?? 0),
    ended: Number(summary.ended ?? 0),
  };
  return {
    watchedChannelCount: Number(summary.watched ?? 0),
    watchedChanges: rows.map((row) => ({
      ...row,
      followers: row.followers === null ? null : Number(row.followers),
      followers30dGain: row.followers30dGain === null ? null : Number(row.followers30dGain),
      followers30dGrowth: row.followers30dGrowth === null ? null : Number(row.followers30dGrowth),
      dataAsOf: row.dataAsOf === null ? null : new Date(row.dataAsOf).getTime(),
    })),
    campaigns,
    listCounts: {
      campaigns: campaigns.draft + campaigns.ready + campaigns.active + campaigns.ended,
      watchlists: Number(summary.watchlists ?? 0),
      tags: Number(summary.tags ?? 0),
    },
  };
}
