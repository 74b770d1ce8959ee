import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { DISCOVERY_COUNT_CAP, DISCOVERY_PLATFORMS } from '@creatorlens/contracts';
import { schema, type Database, type Platform } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { readablePostPlatforms } from '../permissions/ability.ts';
import { requirePermission } from '../permissions/require.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import type { Dependencies } from '../dependencies.ts';

export const CONTENT_SORTS = ['relevance', 'newest'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** Counting stops here, as in creator discovery: a popular word must not cost a scan of every post. */
export const CONTENT_RESULT_CAP = DISCOVERY_COUNT_CAP;
export const CONTENT_CAPTION_LENGTH = 500;

export interface SearchContentInput {
  q: string;
  platforms?: Platform[] | undefined;
  /** Epoch milliseconds, inclusive. */
  publishedFrom?: number | undefined;
  publishedTo?: number | undefined;
  minEngagement?: number | undefined;
  brandId?: string | undefined;
  /** The posting channel's language (ISO 639-1, lower case). */
  language?: string | undefined;
  /** The posting channel's home country (ISO 3166-1 alpha-2, upper case). */
  country?: string | undefined;
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
  /** Set when the words are so frequent that only this many newest matches were ranked (see FREQUENT_TERM_MATCHES). */
  rankedAmongNewest: number | null;
  page: number;
  pageSize: number;
}

const post = schema.post;

/**
 * Full-text search over posts, German and English word forms alike (post.stem_vector, migration 0017). Only platforms
 * whose posts the licence allows and that have creator channels (DISCOVERY_PLATFORMS: no Snapchat) are ever queried
 * (the filter is in the SQL); asking only for other platforms answers an empty page rather than an error, so a shared
 * link never breaks. Language and country are the posting channel's (its home country, not a market it was listed for).
 */
export async function searchContent(
  { db, actor }: Dependencies,
  input: SearchContentInput,
  /** Tests lower the threshold to exercise the frequent-words plan on a small fixture. */
  options: { frequentTermMatches?: number } = {},
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
  const searchable = readable.filter((platform) => (DISCOVERY_PLATFORMS as readonly Platform[]).includes(platform));
  const platforms = input.platforms ? searchable.filter((platform) => input.platforms!.includes(platform)) : searchable;
  if (platforms.length === 0) return { items: [], total: 0, totalIsCapped: false, rankedAmongNewest: null, page, pageSize };

  // The words in German OR in English stems (post.stem_vector holds both parses of the text), so "Rezept" finds
  // "Rezepte" and "recipes" finds "recipe"; each parse matches the stems its own configuration wrote.
  const query = sql`(websearch_to_tsquery('german', ${input.q}) || websearch_to_tsquery('english', ${input.q}))`;
  const filters: SQL[] = [inArray(post.platform, platforms)];
  if (input.publishedFrom !== undefined) filters.push(gte(post.publishedAt, new Date(input.publishedFrom)));
  if (input.publishedTo !== undefined) filters.push(lte(post.publishedAt, new Date(input.publishedTo)));
  if (input.minEngagement !== undefined) filters.push(gte(post.engagementRate, input.minEngagement));
  // Checked per word match (a primary-key probe each), which the GIN scan or the newest-first window has bounded.
  const channelIs = (condition: SQL) =>
    sql`exists (select 1 from ${schema.channel} where ${schema.channel.id} = ${post.channelId} and ${condition})`;
  if (input.language) filters.push(channelIs(eq(schema.channel.language, input.language.toLowerCase())));
  if (input.country) filters.push(channelIs(eq(schema.channel.country, input.country.toUpperCase())));
  if (input.brandId) {
    filters.push(
      sql`exists (select 1 from ${schema.postBrand} where ${schema.postBrand.postId} = ${post.id} and ${schema.postBrand.brandId} = ${input.brandId})`,
    );
  }
  const empty = { items: [], total: 0, totalIsCapped: false, rankedAmongNewest: null, page, pageSize };
  // Text of only punctuation or operators has no words to look for.
  const [words] = await selectRows<{ nodes: number }>(db, sql`select numnode(${query})::int as nodes`);
  if (!words?.nodes) return empty;
  const estimatedMatches = await estimateWordMatches(db, query);
  const isWindowed = estimatedMatches > (options.frequentTermMatches ?? FREQUENT_TERM_MATCHES);
  const facets = facetQuery(platforms, input, estimatedMatches > MONTH_FACET_MIN_MATCHES);
  const matches = isWindowed
    ? newestMatches(query, filters, platforms)
    : // The GIN match is fenced off (OFFSET 0) and named "post" again, so the filters apply to its rows: next to the
      // platform and date conditions, the planner (with bound parameters) may prefer the (platform, published_at)
      // index and recheck the words on every post in the range (measured 14 s instead of 0.4 s at 5M posts).
      sql`select ${post.id} as id, ts_rank(${post.stemVector}, ${query}) as rank, ${post.publishedAt} as published_at
          from (
            select ${post.id}, ${post.channelId}, ${post.platform}, ${post.publishedAt}, ${post.engagementRate}, ${post.stemVector} from ${post}
            where ${facetVector} @@ ${facets ? sql`(${query} && ${facets})` : query} offset 0
          ) as "post"
          where ${and(...filters)}`;
  const order = input.sort === 'newest' ? sql`published_at desc, id desc` : sql`rank desc, published_at desc, id desc`;
  // One pass over the matches: materialised once, counted (up to the cap) and paged from the same rows.
  const pageRows = await selectRows<{ id: string; rank: number; total: number }>(
    db,
    sql`
    with matches as materialized (${matches}),
    counted as materialized (select count(*)::int as total from (select 1 from matches limit ${CONTENT_RESULT_CAP + 1}) capped)
    select matches.id, matches.rank, counted.total from matches, counted
    order by ${order}
    limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  let count = pageRows[0]?.total ?? 0;
  if (pageRows.length === 0 && page > 1) {
    const [counted] = (
      (await db.execute(
        sql`with matches as materialized (${matches}) select count(*)::int as total from (select 1 from matches limit ${CONTENT_RESULT_CAP + 1}) c`,
      )) as unknown as {
        rows: { total: number }[];
      }
    ).rows;
    count = counted?.total ?? 0;
  }
  const ids = pageRows.map((row) => row.id);

  const wide =
    ids.length === 0
      ? []
      : await db
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
          .from(post)
          .innerJoin(schema.channel, eq(schema.channel.id, post.channelId))
          .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
          .where(inArray(post.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = wide.sort((a, b) => position.get(a.id)! - position.get(b.id)!);

  return {
    items: rows.map(({ channelId, channelName, channelHandle, artistSlug, publishedAt, ...row }) => ({
      ...row,
      publishedAt: publishedAt.getTime(),
      channel: { id: channelId, name: channelName, handle: channelHandle, artistSlug },
    })),
    total: Math.min(count, CONTENT_RESULT_CAP),
    totalIsCapped: isWindowed ? count >= FREQUENT_TERM_WINDOW : count > CONTENT_RESULT_CAP,
    rankedAmongNewest: isWindowed ? FREQUENT_TERM_WINDOW : null,
    page,
    pageSize,
  };
}

/**
 * Above this many posts containing the words (the planner's estimate from the tsvector statistics), ranking every
 * match costs a heap read per match (a word in a quarter of 5M posts: 2.5-20 s); such searches rank the
 * FREQUENT_TERM_WINDOW newest matches instead, found by walking the (platform, published_at) index newest first.
 */
export const FREQUENT_TERM_MATCHES = 300_000;
export const FREQUENT_TERM_WINDOW = 2_000;

const facetVector = sql`(${post.stemVector} || post_facet_vector(${post.platform}, ${post.publishedAt}))`;

/** The planner's estimate of posts matching the words: one EXPLAIN, well under a millisecond. */
async function estimateWordMatches(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) select 1 from ${post} where ${post.stemVector} @@ ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

const MAX_MONTH_LEXEMES = 24;

/**
 * Month lexemes are OR-ed, so the GIN scan reads their whole posting lists (~40 ms at 5M posts, whatever the words).
 * That pays off only when the words are common; a rarer word's matches are fewer than what the months cost, and the
 * exact date range filters them directly (at 5M posts: ~6,000 matches 41 -> 23 ms, ~85,000 matches 61 ms with
 * months vs 610 ms without). Platforms stay in the index query: one lexeme the scan can skip through.
 */
export const MONTH_FACET_MIN_MATCHES = 15_000;

/**
 * The platform and month lexemes of migration 0008 as a tsquery, so the GIN index intersects them with the words.
 * Months only narrow the candidates (the exact range is still checked); long or open ranges leave them out.
 */
function facetQuery(
  platforms: Platform[],
  input: Pick<SearchContentInput, 'publishedFrom' | 'publishedTo'>,
  withMonths: boolean,
): SQL | null {
  // Inlined as literals, not bound: a bound text cast to tsquery is not folded at planning time, the planner then
  // guesses the GIN match's selectivity and may scan every post (measured 14 s instead of 0.4 s). The lexemes are
  // built here from the platform enum and digits only, which the pattern below enforces.
  const lexeme = (value: string) => {
    if (!/^~[pm]:[a-z0-9]+$/.test(value)) throw new Error(`unexpected facet lexeme ${value}`);
    return sql.raw(`'''${value}'''::tsquery`);
  };
  const anyOf = (values: string[]) => sql.join(values.map(lexeme), sql` || `);
  const parts: SQL[] = [];
  // Every searchable platform asked for: no platform lexeme (OR-ing them all would read every post's entry).
  if (platforms.length < DISCOVERY_PLATFORMS.length) parts.push(sql`(${anyOf(platforms.map((platform) => `~p:${platform}`))})`);
  const months = withMonths ? monthsBetween(input.publishedFrom, input.publishedTo) : null;
  if (months) parts.push(sql`(${anyOf(months.map((month) => `~m:${month}`))})`);
  return parts.length === 0 ? null : sql.join(parts, sql` && `);
}

export function monthsBetween(from: number | undefined, to: number | undefined): string[] | null {
  if (from === undefined || to === undefined) return null;
  const months: string[] = [];
  const cursor = new Date(from);
  let year = cursor.getUTCFullYear();
  let month = cursor.getUTCMonth();
  const end = new Date(to);
  while (year < end.getUTCFullYear() || (year === end.getUTCFullYear() && month <= end.getUTCMonth())) {
    months.push(`${year}${String(month + 1).padStart(2, '0')}`);
    if (months.length > MAX_MONTH_LEXEMES) return null;
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
}

/** The FREQUENT_TERM_WINDOW newest matches, per platform newest first through (platform, published_at), merged. */
function newestMatches(query: SQL, filters: SQL[], platforms: Platform[]): SQL {
  const perPlatform = platforms.map(
    (platform) => sql`(select ${post.id} as id, ${post.stemVector} as search_vector, ${post.publishedAt} as published_at
      from ${post}
      where ${post.platform} = ${platform} and ${post.stemVector} @@ ${query} and ${and(...filters)}
      order by ${post.publishedAt} desc, ${post.id} desc
      limit ${FREQUENT_TERM_WINDOW})`,
  );
  return sql`select id, ts_rank(search_vector, ${query}) as rank, published_at
    from (${sql.join(perPlatform, sql` union all `)}) recent
    order by published_at desc, id desc
    limit ${FREQUENT_TERM_WINDOW}`;
}
