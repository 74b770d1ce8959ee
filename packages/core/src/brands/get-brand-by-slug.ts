import { sql } from 'drizzle-orm';
import type { Platform } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { readablePostPlatforms, requirePermission } from '../permissions/index.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import { selectCouponViews, type CouponView } from '../coupons/index.ts';
import { platformArray } from './list-brands.ts';
import type { Dependencies } from '../dependencies.ts';

interface BrandCreator {
  channelId: string;
  artistSlug: string;
  artistName: string;
  platform: Platform;
  name: string;
  handle: string;
  avatarUrl: string | null;
  followers: number | null;
  botRisk: string | null;
  brandedPostCount: number;
  lastBrandedAt: number;
}

interface BrandPost {
  id: string;
  channelId: string;
  channelName: string;
  artistSlug: string;
  platform: Platform;
  title: string | null;
  caption: string | null;
  url: string | null;
  publishedAt: number;
  isSponsored: boolean;
  isUndisclosedAd: boolean;
  disclosureMarkers: string[];
}

interface BrandPage {
  brand: { id: string; slug: string; name: string; branch: string | null; color: string | null; website: string | null };
  creators: BrandCreator[];
  /**
   * Branded posts per calendar month (UTC, YYYY-MM) and platform, oldest first, over the 36 months up to the newest
   * branded post; months without posts are left out.
   */
  timeline: { month: string; platform: Platform; posts: number }[];
  /** Branded posts older than the timeline's window (listed below the chart, so the page says they are left out). */
  olderPosts: number;
  recentPosts: BrandPost[];
  coupons: CouponView[];
  /** Posts of platforms outside the licence are neither listed nor counted. */
  readablePlatforms: Platform[];
}

const CREATOR_LIMIT = 50;
const RECENT_POST_LIMIT = 20;
const COUPON_LIMIT = 50;
const TIMELINE_MONTHS = 36;
const CAPTION_LENGTH = 300;

/** One brand with its creators, branded posts over time, recent branded posts and coupons. */
export async function getBrandBySlug({ db, actor }: Dependencies, input: { slug: string }, now: Date = new Date()): Promise<BrandPage> {
  const ability = requirePermission(actor, 'read', 'channel');
  const readablePlatforms = readablePostPlatforms(ability);
  const readable = platformArray(readablePlatforms);
  const [brand] = await selectRows<BrandPage['brand']>(
    db,
    sql`select id, slug, name, branch, color, website from brand where slug = ${input.slug.toLowerCase()}`,
  );
  if (!brand) throw new AppError('NOT_FOUND', `No brand is called "${input.slug}".`);

  // Every list below reads the brand's posts through this one filter, so no list can leak another platform.
  const brandPosts = sql`post_brand pb join post p on p.id = pb.post_id`;
  const isReadableBrandPost = sql`pb.brand_id = ${brand.id}::uuid and p.platform = any(${readable})`;

  const creators = await selectRows<{
    channel_id: string;
    artist_slug: string;
    artist_name: string;
    platform: Platform;
    name: string;
    handle: string;
    avatar_url: string | null;
    followers: unknown;
    bot_risk: string | null;
    post_count: number;
    last_at: string | Date;
  }>(
    db,
    sql`select c.id as channel_id, a.slug as artist_slug, a.name as artist_name, c.platform, c.name, c.handle, c.avatar_url,
               c.followers, c.bot_risk, counted.post_count, counted.last_at
        from (select p.channel_id, count(*)::int as post_count, max(p.published_at) as last_at from ${brandPosts} where ${isReadableBrandPost} group by p.channel_id) counted
        join channel c on c.id = counted.channel_id
        join artist a on a.id = c.artist_id
        order by counted.post_count desc, c.followers desc nulls last, c.id
        limit ${CREATOR_LIMIT}`,
  );
  const timeline = await selectRows<{ month: string; platform: Platform; posts: number }>(
    db,
    sql`select to_char(date_trunc('month', p.published_at at time zone 'UTC'), 'YYYY-MM') as month, p.platform, count(*)::int as posts
        from ${brandPosts}
        where ${isReadableBrandPost}
        group by 1, 2 order by 1, 2`,
  );
  // The window ends at the newest branded post rather than today, so a brand that went quiet still shows its history.
  const lastMonth = timeline[timeline.length - 1]?.month;
  const firstShownMonth = lastMonth ? monthsBefore(lastMonth, TIMELINE_MONTHS - 1) : '';
  const posts = await selectRows<{
    id: string;
    channel_id: string;
    channel_name: string;
    artist_slug: string;
    platform: Platform;
    title: string | null;
    caption: string | null;
    url: string | null;
    published_at: string | Date;
    is_sponsored: boolean | null;
    is_undisclosed_ad: boolean | null;
    disclosure_markers: string[] | null;
  }>(
    db,
    sql`select p.id, p.channel_id, c.name as channel_name, a.slug as artist_slug, p.platform, p.title,
               left(p.caption, ${CAPTION_LENGTH}) as caption, p.url, p.published_at,
               pa.is_sponsored, pa.is_undisclosed_ad, pa.disclosure_markers
        from ${brandPosts}
        join channel c on c.id = p.channel_id
        join artist a on a.id = c.artist_id
        left join post_analysis pa on pa.post_id = p.id
        where ${isReadableBrandPost}
        order by p.published_at desc, p.id limit ${RECENT_POST_LIMIT}`,
  );
  const coupons = await selectCouponViews(
    db,
    sql`cp.brand_id = ${brand.id}::uuid`,
    sql`order by (cp.valid_until is not null and cp.valid_until < ${now.toISOString()}::timestamptz),
        cp.last_seen_at desc nulls last, cp.created_at desc, cp.id limit ${COUPON_LIMIT}`,
    now,
  );

  return {
    brand,
    creators: creators.map((row) => ({
      channelId: row.channel_id,
      artistSlug: row.artist_slug,
      artistName: row.artist_name,
      platform: row.platform,
      name: row.name,
      handle: row.handle,
      avatarUrl: row.avatar_url,
      followers: row.followers == null ? null : Number(row.followers),
      botRisk: row.bot_risk,
      brandedPostCount: Number(row.post_count),
      lastBrandedAt: new Date(row.last_at).getTime(),
    })),
    olderPosts: timeline.filter((row) => row.month < firstShownMonth).reduce((sum, row) => sum + Number(row.posts), 0),
    timeline: timeline
      .filter((row) => row.month >= firstShownMonth)
      .map((row) => ({ month: row.month, platform: row.platform, posts: Number(row.posts) })),
    recentPosts: posts.map((row) => ({
      id: row.id,
      channelId: row.channel_id,
      channelName: row.channel_name,
      artistSlug: row.artist_slug,
      platform: row.platform,
      title: row.title,
      caption: row.caption,
      url: row.url,
      publishedAt: new Date(row.published_at).getTime(),
      isSponsored: Boolean(row.is_sponsored),
      isUndisclosedAd: Boolean(row.is_undisclosed_ad),
      disclosureMarkers: row.disclosure_markers ?? [],
    })),
    coupons,
    readablePlatforms,
  };
}

/** The YYYY-MM key `count` months before `month`. */
function monthsBefore(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
