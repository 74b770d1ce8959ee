import { sql } from 'drizzle-orm';
import type { ChannelExtra, Database, Platform } from '@creatorlens/db';
import { hasEngagementRate, twitchKpis } from '../analytics/index.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import { AppError } from '../errors.ts';
import { PUBLIC_SERIES_DAYS, PUBLIC_SERIES_MAX_POINTS, thinSeries } from './public-artist-series.ts';

interface PublicTopPost {
  title: string | null;
  url: string | null;
  publishedAt: number;
  views: number | null;
  likes: number | null;
}

interface PublicArtistChannel {
  platform: Platform;
  handle: string;
  name: string;
  avatarUrl: string | null;
  /** The profile on the platform itself. */
  url: string | null;
  followers: number | null;
  followers30dGain: number | null;
  followers30dGrowth: number | null;
  /** Per the platform's definition (market.md §2.1); null on Twitch, which has none. */
  engagementRate: number | null;
  averageViews: number | null;
  /** Twitch only: average and peak concurrent viewers. */
  averageViewers: number | null;
  peakViewers: number | null;
  /** When the figures were observed at their source, and that source's id (a data set or connector). */
  dataAsOf: number | null;
  source: string;
  /** Follower readings of the 90 days up to the newest one (whatever their spacing), thinned, oldest first, with their source. */
  followerSeries: { day: string; followers: number; source: string }[];
  topPosts: PublicTopPost[];
  /** The newest known post's publication time and source: posts are dated on their own, apart from the figures. */
  postsUpTo: number | null;
  postsSource: string | null;
}

export interface PublicArtist {
  artist: { name: string; slug: string; image: string | null; country: string | null };
  channels: PublicArtistChannel[];
  /**
   * The oldest and the newest "data as of" of the artist's channels: channels are observed on different days by
   * different sources, so one as-of date for the artist would date the older ones too late.
   */
  observedFrom: number | null;
  observedTo: number | null;
}

const TOP_POSTS_PER_CHANNEL = 3;

/** The platform's public profile page (the same links the list exports carry); null without a handle or channel id to link. */
function channelProfileUrl(platform: Platform, handle: string, platformId: string): string | null {
  const name = encodeURIComponent(handle.trim().replace(/^@/, ''));
  // A channel known only by its name ('' handle) has no profile address, unless YouTube's channel id gives one.
  if (!name) return platform === 'youtube' && /^UC[\w-]{22}$/.test(platformId) ? `https://www.youtube.com/channel/${platformId}` : null;
  if (platform === 'instagram') return `https://www.instagram.com/${name}/`;
  if (platform === 'tiktok') return `https://www.tiktok.com/@${name}`;
  if (platform === 'youtube')
    return /^UC[\w-]{22}$/.test(platformId) ? `https://www.youtube.com/channel/${platformId}` : `https://www.youtube.com/@${name}`;
  if (platform === 'twitch') return `https://www.twitch.tv/${name}`;
  return null;
}

interface ChannelRow {
  platform: Platform;
  platform_id: string;
  handle: string;
  name: string;
  avatar_url: string | null;
  followers: unknown;
  followers_30d_gain: unknown;
  followers_30d_growth: unknown;
  engagement_rate: unknown;
  average_views: unknown;
  extra: ChannelExtra | null;
  data_as_of: string | Date | null;
  source: string;
  series: [string, unknown, string][] | null;
  newest_post: { published_at: string; source: string } | null;
  top_posts: { title: string | null; url: string | null; published_at: string; views: unknown; likes: unknown }[] | null;
}

const num = (value: unknown): number | null => (value == null ? null : Number(value));
const millis = (value: string | Date | null): number | null => (value == null ? null : new Date(value).getTime());

/**
 * What an anonymous visitor may see of an artist: the public profile figures of each channel, its follower trend and
 * best posts. Creator data is global and public on the platforms; nothing organisation-owned (CRM, comments, lists,
 * campaigns) and none of the paid analysis (bot risk, audience quality, benchmarks) is read. Two queries: the
 * artist by its unique slug, then all channels with their series and top posts as JSON (index-served laterals).
 */
export async function getPublicArtist({ db }: { db: Database }, input: { slug: string }): Promise<PublicArtist> {
  const slug = input.slug.toLowerCase();
  const [artist] = await selectRows<{ id: string; name: string; slug: string; image: string | null; country: string | null }>(
    db,
    // An artist that exists only for another organisation's unconfirmed import is not public (it has channels, none
    // of them confirmed); an artist without any channel stays readable as before.
    sql`select id, name, slug, image, country from artist a where slug = ${slug}
          and (exists (select 1 from channel where artist_id = a.id and visible_to_organization_id is null)
               or not exists (select 1 from channel where artist_id = a.id))
        limit 1`,
  );
  if (!artist) throw new AppError('NOT_FOUND', `No artist is called "${input.slug}".`);
  // The window ends at each channel's newest snapshot, not at today: sources are read on different dates.
  const rows = await selectRows<ChannelRow>(
    db,
    sql`select c.platform::text as platform, c.platform_id, c.handle, c.name, c.avatar_url, c.followers, c.followers_30d_gain,
               c.followers_30d_growth, c.engagement_rate, c.average_views, c.extra, c.data_as_of, c.source, s.series, p.top_posts, n.newest_post
        from channel c
        left join lateral (
          select json_agg(json_build_array(day::text, followers, source) order by day) as series
          from channel_snapshot
          where channel_id = c.id and followers is not null
            and day > (select max(day) from channel_snapshot where channel_id = c.id) - ${PUBLIC_SERIES_DAYS}::int
        ) s on true
        left join lateral (
          select json_agg(json_build_object('title', coalesce(title, left(caption, 140)), 'url', url, 'published_at', published_at,
                                            'views', views, 'likes', likes)) as top_posts
          from (
            select title, caption, url, published_at, views, likes from post
            where channel_id = c.id
            order by coalesce(views, likes) desc nulls last, published_at desc, id
            limit ${TOP_POSTS_PER_CHANNEL}
          ) best
        ) p on true
        left join lateral (
          select json_build_object('published_at', published_at, 'source', source) as newest_post
          from post where channel_id = c.id order by published_at desc limit 1
        ) n on true
        where c.artist_id = ${artist.id}::uuid and c.visible_to_organization_id is null
        order by c.followers desc nulls last, c.id`,
  );
  const channels = rows.map((row): PublicArtistChannel => {
    const twitch = row.platform === 'twitch' ? twitchKpis(row.extra ?? {}) : null;
    const series = (row.series ?? []).map(([day, followers, source]) => ({ day, followers: Number(followers), source }));
    return {
      platform: row.platform,
      handle: row.handle,
      name: row.name,
      avatarUrl: row.avatar_url,
      url: channelProfileUrl(row.platform, row.handle, row.platform_id),
      followers: num(row.followers),
      followers30dGain: num(row.followers_30d_gain),
      followers30dGrowth: num(row.followers_30d_growth),
      engagementRate: hasEngagementRate(row.platform) ? num(row.engagement_rate) : null,
      averageViews: num(row.average_views),
      averageViewers: twitch?.averageViewers ?? null,
      peakViewers: twitch?.peakViewers ?? null,
      dataAsOf: millis(row.data_as_of),
      source: row.source,
      followerSeries: thinSeries(series, PUBLIC_SERIES_MAX_POINTS),
      topPosts: (row.top_posts ?? []).map((post) => ({
        title: post.title,
        url: post.url,
        publishedAt: new Date(post.published_at).getTime(),
        views: num(post.views),
        likes: num(post.likes),
      })),
      postsUpTo: row.newest_post ? new Date(row.newest_post.published_at).getTime() : null,
      postsSource: row.newest_post?.source ?? null,
    };
  });
  const dates = channels.map((channel) => channel.dataAsOf).filter((value): value is number => value !== null);
  return {
    artist: { name: artist.name, slug: artist.slug, image: artist.image, country: artist.country },
    channels,
    observedFrom: dates.length ? Math.min(...dates) : null,
    observedTo: dates.length ? Math.max(...dates) : null,
  };
}
