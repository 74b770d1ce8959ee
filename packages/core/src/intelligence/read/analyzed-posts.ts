import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';

/** A brand as chips and links show it. */
interface BrandChip {
  id: string;
  slug: string;
  name: string;
  color: string | null;
}

interface PostBase {
  id: string;
  title: string | null;
  caption: string | null;
  url: string | null;
  publishedAt: number;
}

export interface GiveawayPost extends PostBase {
  giveawayMarkers: string[];
}

export interface BrandedPost extends PostBase {
  isSponsored: boolean;
  isUndisclosedAd: boolean;
  disclosureMarkers: string[];
  brandMentions: string[];
  links: { url: string; kind: string }[];
  brands: BrandChip[];
}

export interface AnalyzedPostCounts {
  giveaways: number;
  sponsored: number;
  undisclosed: number;
  /** Posts the detectors gave up on (over the time budget per text, or failed): their flags are unknown. Absent when none. */
  notAnalysed?: number;
}

/** How many posts of each list a channel page shows; the counts say how many there are in all. */
const ANALYZED_POSTS_LIMIT = 20;
const CAPTION_LENGTH = 300;

interface PostRow {
  id: string;
  title: string | null;
  caption: string | null;
  url: string | null;
  published_at: string | Date;
  giveaway_markers: string[] | null;
  is_sponsored: boolean;
  is_undisclosed_ad: boolean;
  disclosure_markers: string[] | null;
  brand_mentions: string[] | null;
  links: unknown;
  brands: BrandChip[] | null;
}

const toBase = (row: PostRow): PostBase => ({
  id: row.id,
  title: row.title,
  caption: row.caption,
  url: row.url,
  publishedAt: new Date(row.published_at).getTime(),
});

/** Keeps only well-formed { url, kind } entries of the detectors' jsonb. */
function toLinks(value: unknown): { url: string; kind: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { url, kind } = entry as Record<string, unknown>;
    return typeof url === 'string' ? [{ url, kind: typeof kind === 'string' ? kind : 'link' }] : [];
  });
}

/**
 * The channel's giveaway posts and branded posts (sponsored, possibly undisclosed, or linked to a brand), newest
 * first, with their counts. Callers check that the actor may read the channel's platform's posts.
 */
export async function loadAnalyzedPosts(
  db: Database,
  channelId: string,
): Promise<{
  giveawayPosts: GiveawayPost[];
  brandedPosts: BrandedPost[];
  counts: AnalyzedPostCounts;
}> {
  const columns = sql`p.id, p.title, left(p.caption, ${CAPTION_LENGTH}) as caption, p.url, p.published_at,
    pa.giveaway_markers, pa.is_sponsored, pa.is_undisclosed_ad, pa.disclosure_markers, pa.brand_mentions, pa.links`;
  const giveaways = await selectRows<PostRow>(
    db,
    sql`select ${columns}, null as brands
        from post p join post_analysis pa on pa.post_id = p.id
        where p.channel_id = ${channelId}::uuid and pa.is_giveaway
        order by p.published_at desc, p.id limit ${ANALYZED_POSTS_LIMIT}`,
  );
  const branded = await selectRows<PostRow>(
    db,
    sql`select ${columns},
          (select coalesce(json_agg(json_build_object('id', b.id, 'slug', b.slug, 'name', b.name, 'color', b.color) order by b.name), '[]'::json)
           from post_brand pb join brand b on b.id = pb.brand_id where pb.post_id = p.id) as brands
        from post p join post_analysis pa on pa.post_id = p.id
        where p.channel_id = ${channelId}::uuid
          and (pa.is_sponsored or pa.is_undisclosed_ad or exists (select 1 from post_brand pb where pb.post_id = p.id))
        order by p.published_at desc, p.id limit ${ANALYZED_POSTS_LIMIT}`,
  );
  const [counts] = await selectRows<{ giveaways: number; sponsored: number; undisclosed: number; not_analysed: number }>(
    db,
    sql`select count(*) filter (where pa.is_giveaway)::int as giveaways,
               count(*) filter (where pa.is_sponsored)::int as sponsored,
               count(*) filter (where pa.is_undisclosed_ad)::int as undisclosed,
               count(*) filter (where pa.not_analyzed_reason is not null)::int as not_analysed
        from post p join post_analysis pa on pa.post_id = p.id where p.channel_id = ${channelId}::uuid`,
  );
  return {
    giveawayPosts: giveaways.map((row) => ({ ...toBase(row), giveawayMarkers: row.giveaway_markers ?? [] })),
    brandedPosts: branded.map((row) => ({
      ...toBase(row),
      isSponsored: Boolean(row.is_sponsored),
      isUndisclosedAd: Boolean(row.is_undisclosed_ad),
      disclosureMarkers: row.disclosure_markers ?? [],
      brandMentions: row.brand_mentions ?? [],
      links: toLinks(row.links),
      brands: row.brands ?? [],
    })),
    counts: {
      giveaways: Number(counts?.giveaways ?? 0),
      sponsored: Number(counts?.sponsored ?? 0),
      undisclosed: Number(counts?.undisclosed ?? 0),
      ...(Number(counts?.not_analysed ?? 0) > 0 ? { notAnalysed: Number(counts!.not_analysed) } : {}),
    },
  };
}
