import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type Database, type Platform } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { readablePostPlatforms } from '../permissions/ability.ts';
import { requirePermission } from '../permissions/require.ts';

export const CONTENT_SORTS = ['relevance', 'newest'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** Counting stops here, as in creator discovery: a popular word must not cost a scan of every post. */
export const CONTENT_RESULT_CAP = 10_000;
export const CONTENT_CAPTION_LENGTH = 500;

export interface SearchContentInput {
  q: string;
  platforms?: Platform[] | undefined;
  /** Epoch milliseconds, inclusive. */
  publishedFrom?: number | undefined;
  publishedTo?: number | undefined;
  minEngagement?: number | undefined;
  brandId?: string | undefined;
  sort?: ContentSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface ContentSearchItem {
  id: string;
  platform: Platform;
  type: string;
  title: string | null;
  /** At most CONTENT_CAPTION_LENGTH characters. */
  caption: string | null;
  url: string | null;
  publishedAt: number;
  likes: number | null;
  comments: number | null;
  views: number | null;
  shares: number | null;
  engagementRate: number | null;
  channel: { id: string; name: string; handle: string; artistSlug: string };
}

export interface ContentSearchPage {
  items: ContentSearchItem[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
}

const post = schema.post;

/**
 * Full-text search over posts. Only platforms whose posts the licence allows are ever queried (the filter is in the
 * SQL); asking only for other platforms answers an empty page rather than an error, so a shared link never breaks.
 */
export async function searchContent(
  { db, actor }: { db: Database; actor: Actor },
  input: SearchContentInput,
): Promise<ContentSearchPage> {
  const ability = requirePermission(actor, 'read', 'channel');
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 50;
  if (input.publishedFrom !== undefined && input.publishedTo !== undefined && input.publishedFrom > input.publishedTo) {
    throw new AppError('VALIDATION', 'publishedFrom must not be later than publishedTo.');
  }
  if (page * pageSize > CONTENT_RESULT_CAP) {
    throw new AppError('VALIDATION', `page: only the first ${CONTENT_RESULT_CAP} results can be paged through; narrow the search.`);
  }
  const readable = readablePostPlatforms(ability);
  const platforms = input.platforms ? readable.filter((platform) => input.platforms!.includes(platform)) : readable;
  if (platforms.length === 0) return { items: [], total: 0, totalIsCapped: false, page, pageSize };

  const query = sql`websearch_to_tsquery('simple', ${input.q})`;
  const conditions: SQL[] = [sql`${post.searchVector} @@ ${query}`, inArray(post.platform, platforms)];
  if (input.publishedFrom !== undefined) conditions.push(gte(post.publishedAt, new Date(input.publishedFrom)));
  if (input.publishedTo !== undefined) conditions.push(lte(post.publishedAt, new Date(input.publishedTo)));
  if (input.minEngagement !== undefined) conditions.push(gte(post.engagementRate, input.minEngagement));
  if (input.brandId) {
    conditions.push(
      sql`exists (select 1 from ${schema.postBrand} where ${schema.postBrand.postId} = ${post.id} and ${schema.postBrand.brandId} = ${input.brandId})`,
    );
  }
  const where = and(...conditions);
  const rank = sql<number>`ts_rank(${post.searchVector}, ${query})`;
  // Order and page over narrow rows (id, rank, date) first and join the wide columns for one page only: sorting
  // whole posts with their captions spilled to disk for common words.
  const pageOfPosts = db
    .select({ id: post.id, rank: rank.as('rank'), publishedAt: post.publishedAt })
    .from(post)
    .where(where)
    .orderBy(...(input.sort === 'newest' ? [] : [sql`rank DESC`]), desc(post.publishedAt), desc(post.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page_of_posts');

  const rows = await db
    .select({
      id: post.id,
      platform: post.platform,
      type: post.type,
      title: post.title,
      caption: sql<string | null>`left(${post.caption}, ${sql.raw(String(CONTENT_CAPTION_LENGTH))})`,
      url: post.url,
      publishedAt: post.publishedAt,
      likes: post.likes,
      comments: post.comments,
      views: post.views,
      shares: post.shares,
      engagementRate: post.engagementRate,
      channelId: schema.channel.id,
      channelName: schema.channel.name,
      channelHandle: schema.channel.handle,
      artistSlug: schema.artist.slug,
    })
    .from(pageOfPosts)
    .innerJoin(post, eq(post.id, pageOfPosts.id))
    .innerJoin(schema.channel, eq(schema.channel.id, post.channelId))
    .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
    .orderBy(...(input.sort === 'newest' ? [] : [desc(pageOfPosts.rank)]), desc(post.publishedAt), desc(post.id));

  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(post)
    .where(where)
    .limit(CONTENT_RESULT_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  const count = counted?.count ?? 0;

  return {
    items: rows.map(({ channelId, channelName, channelHandle, artistSlug, publishedAt, ...row }) => ({
      ...row,
      publishedAt: publishedAt.getTime(),
      channel: { id: channelId, name: channelName, handle: channelHandle, artistSlug },
    })),
    total: Math.min(count, CONTENT_RESULT_CAP),
    totalIsCapped: count > CONTENT_RESULT_CAP,
    page,
    pageSize,
  };
}
