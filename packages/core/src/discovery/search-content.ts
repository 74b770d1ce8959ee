import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  decodeContentCursor,
  DISCOVERY_COUNT_CAP,
  DISCOVERY_PAGE_NUMBER_ROWS,
  DISCOVERY_PLATFORMS,
  encodeContentCursor,
  type ContentCursorPayload,
} from '@creatorlens/contracts';
import { schema, type Platform } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { channelNotHiddenFrom } from '../channels/index.ts';
import { AppError } from '../errors.ts';
import { readablePostPlatforms, requirePermission } from '../permissions/index.ts';
import type { Dependencies } from '../dependencies.ts';
import {
  afterNewest,
  allMatchesPage,
  estimateRows,
  micros,
  monthMatches,
  oldestMonth,
  platformFacet,
  walkedMatches,
  wordsMatch,
  type ContentCandidate,
} from './content-search-plans.ts';

export const CONTENT_SORTS = ['relevance', 'newest'] as const;
type ContentSort = (typeof CONTENT_SORTS)[number];

/** Counting stops here, as in creator discovery: a popular word must not cost a scan of every post. */
const CONTENT_RESULT_CAP = DISCOVERY_COUNT_CAP;
const CONTENT_CAPTION_LENGTH = 500;

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
  /** The nextCursor of the page before (keyset): any depth costs one page. Not together with page > 1. */
  cursor?: string | undefined;
  pageSize?: number | undefined;
}

interface ContentSearchItem {
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
  /** The total is the planner's estimate (frequent words, where counting would read every match), not a count. */
  totalIsEstimate: boolean;
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  /** Set when the words are so frequent that only this many newest matches were ranked (see ALL_MATCHES_LIMIT). */
  rankedAmongNewest: number | null;
  page: number;
  pageSize: number;
}

const post = schema.post;

/**
 * Above this many expected matches (the planner's estimate from the tsvector statistics, after the platform and month
 * lexemes) the search no longer reads every match: newest first it reads months (or, past FREQUENT_TERM_MATCHES, the
 * newest posts) only until the page is full, and relevance ranks the RELEVANCE_WINDOW newest matches. Below it every
 * match is read once, so no statement reads more than about this many posts, whatever the words.
 */
const ALL_MATCHES_LIMIT = 10_000;
/** Past this many expected matches a month holds too many of them; walking the newest posts finds a page sooner. */
const FREQUENT_TERM_MATCHES = 300_000;
/** Relevance for frequent words ranks this many newest matches (said in the answer as rankedAmongNewest). */
const RELEVANCE_WINDOW = 1_000;
/** A month walk goes back at most this far (ten years), even when the platforms' oldest post is older. */
const MAX_MONTHS_WALKED = 120;

/**
 * Full-text search over posts, German and English word forms alike (post.stem_vector, migration 0017). Only platforms
 * whose posts the licence allows and that have creator channels (DISCOVERY_PLATFORMS: no Snapchat) are ever queried
 * (the filter is in the SQL); asking only for other platforms answers an empty page rather than an error, so a shared
 * link never breaks. Language and country are the posting channel's (its home country, not a market it was listed for).
 * A post of a channel only another organisation may see (its unconfirmed import) is never found. Every statement's
 * cost is bounded by ALL_MATCHES_LIMIT or by the page (docs/scaling.md, content search), not by the match count.
 */
export async function searchContent(
  { db, actor }: Dependencies,
  input: SearchContentInput,
  /** Tests lower the threshold to exercise the frequent-words plans on a small fixture. */
  options: { frequentTermMatches?: number; walkMatches?: number } = {},
): Promise<ContentSearchPage> {
  const ability = requirePermission(actor, 'read', 'channel');
  const sort = input.sort ?? 'relevance';
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 50;
  if (input.publishedFrom !== undefined && input.publishedTo !== undefined && input.publishedFrom > input.publishedTo) {
    throw new AppError('VALIDATION', 'publishedFrom must not be later than publishedTo.');
  }
  if (page * pageSize > DISCOVERY_PAGE_NUMBER_ROWS) {
    throw new AppError('VALIDATION', `page: page numbers reach the first ${DISCOVERY_PAGE_NUMBER_ROWS} results; go on with the cursor.`);
  }
  const cursor = input.cursor === undefined ? null : readContentCursor(input.cursor, sort);
  if (cursor && page > 1) throw new AppError('VALIDATION', 'cursor: a cursor continues from page 1; leave page out.');
  const empty: ContentSearchPage = {
    items: [],
    total: 0,
    totalIsCapped: false,
    totalIsEstimate: false,
    nextCursor: null,
    rankedAmongNewest: null,
    page,
    pageSize,
  };
  const readable = readablePostPlatforms(ability);
  const searchable = readable.filter((platform) => (DISCOVERY_PLATFORMS as readonly Platform[]).includes(platform));
  const platforms = input.platforms ? searchable.filter((platform) => input.platforms!.includes(platform)) : searchable;
  if (platforms.length === 0) return empty;

  // The words in German OR in English stems (post.stem_vector holds both parses of the text), so "Rezept" finds
  // "Rezepte" and "recipes" finds "recipe"; each parse matches the stems its own configuration wrote.
  const query = sql`(websearch_to_tsquery('german', ${input.q}) || websearch_to_tsquery('english', ${input.q}))`;
  const filters: SQL[] = [inArray(post.platform, platforms), channelNotHiddenFrom(actor.organizationId ?? null, post.channelId)];
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
  // Text of only punctuation or operators has no words to look for.
  const [words] = await selectRows<{ nodes: number }>(db, sql`select numnode(${query})::int as nodes`);
  if (!words?.nodes) return empty;

  // The decision reads the words' estimate on the platforms only: intersected with OR-ed month lexemes the planner
  // underestimates badly (a word in 15% of posts over 90 days: 3,694 expected, 45,880 read), so a date range is left
  // to the exact filter (few matches) or to the month walk (many), never to a month-narrowed estimate.
  const facets = [platformFacet(platforms)];
  const estimated = await estimateRows(db, sql`select 1 from ${post} where ${wordsMatch(query, facets)}`);
  const offset = (page - 1) * pageSize;

  if (estimated <= (options.frequentTermMatches ?? ALL_MATCHES_LIMIT)) {
    const after = cursor ? afterInMatches(cursor) : null;
    const { candidates, total } = await allMatchesPage(db, {
      query,
      match: wordsMatch(query, facets),
      filters,
      order: sort,
      after,
      limit: pageSize + 1,
      offset,
      cap: CONTENT_RESULT_CAP,
    });
    return {
      ...(await pageOf(db, candidates, pageSize, sort)),
      total: Math.min(total, CONTENT_RESULT_CAP),
      totalIsCapped: total > CONTENT_RESULT_CAP,
      totalIsEstimate: false,
      rankedAmongNewest: null,
      page,
      pageSize,
    };
  }

  // Frequent words: the newest matches, read only until enough are found. Newest first the page after the cursor;
  // relevance ranks the RELEVANCE_WINDOW newest and pages through them (each page reads the same window again).
  const need = sort === 'newest' ? offset + pageSize + 1 : RELEVANCE_WINDOW;
  const windowFilters = sort === 'newest' && cursor ? [...filters, afterNewest(cursor)] : filters;
  const isWalked = estimated > (options.walkMatches ?? FREQUENT_TERM_MATCHES);
  const newest = isWalked
    ? await walkedMatches(db, { query, platforms, filters: windowFilters, limit: need })
    : await monthWalk(db, {
        query,
        // No platform lexeme here: its posting list costs ~30 ms a month at 5M posts; the platform filter is exact.
        facets: [],
        filters: windowFilters,
        need,
        from: input.publishedFrom ?? (await oldestMonth(db, platforms)),
        to: Math.min(input.publishedTo ?? Date.now(), cursor && sort === 'newest' ? Math.floor(cursor.t / 1000) : Infinity),
      });
  newest.sort(newestFirst);
  const window = newest.slice(0, need);
  let ordered = sort === 'newest' ? window : [...window].sort(byRelevance);
  if (sort === 'relevance' && cursor) ordered = ordered.filter((candidate) => byRelevance(candidate, fromCursor(cursor)) > 0);
  const pageCandidates = ordered.slice(offset, offset + pageSize + 1);
  const estimatedTotal = await estimateRows(db, sql`select 1 from ${post} where ${wordsMatch(query, facets)} and ${and(...filters)}`);
  return {
    ...(await pageOf(db, pageCandidates, pageSize, sort)),
    total: Math.min(estimatedTotal, CONTENT_RESULT_CAP),
    totalIsCapped: estimatedTotal > CONTENT_RESULT_CAP,
    totalIsEstimate: true,
    rankedAmongNewest: sort === 'relevance' ? RELEVANCE_WINDOW : null,
    page,
    pageSize,
  };
}

function readContentCursor(text: string, sort: ContentSort): ContentCursorPayload {
  const cursor = decodeContentCursor(text);
  if (!cursor) throw new AppError('VALIDATION', 'cursor: not a cursor of this list; start again from the first page.');
  if (cursor.s !== sort) throw new AppError('VALIDATION', 'cursor: it belongs to another sort order; start again from the first page.');
  if (sort === 'relevance' && cursor.r === null)
    throw new AppError('VALIDATION', 'cursor: not a cursor of this list; start again from the first page.');
  return cursor;
}

/** The keyset condition over the materialised matches' columns (id, rank, published_at). */
function afterInMatches(cursor: ContentCursorPayload): SQL {
  return cursor.s === 'newest'
    ? sql`(published_at, id) < (${micros(cursor.t)}, ${cursor.i}::uuid)`
    : sql`(rank, published_at, id) < (${cursor.r}::float8, ${micros(cursor.t)}, ${cursor.i}::uuid)`;
}

const fromCursor = (cursor: ContentCursorPayload): ContentCandidate => ({ id: cursor.i, rank: cursor.r ?? 0, publishedMicros: cursor.t });
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Newest first, ties by id descending: the order of the SQL (uuid order is the order of its lower-case text). */
const newestFirst = (a: ContentCandidate, b: ContentCandidate) => b.publishedMicros - a.publishedMicros || compareIds(b.id, a.id);
const byRelevance = (a: ContentCandidate, b: ContentCandidate) => b.rank - a.rank || newestFirst(a, b);

/** Months newest first from `to` back to `from`, each a GIN scan of that month's matches, until `need` are found. */
async function monthWalk(
  db: Parameters<typeof monthMatches>[0],
  options: { query: SQL; facets: (SQL | null)[]; filters: SQL[]; need: number; from: number | null; to: number },
): Promise<ContentCandidate[]> {
  if (options.from === null || options.from > options.to) return [];
  const found: ContentCandidate[] = [];
  const month = new Date(options.to);
  let year = month.getUTCFullYear();
  let index = month.getUTCMonth();
  const stop = new Date(options.from);
  const stopKey = stop.getUTCFullYear() * 12 + stop.getUTCMonth();
  for (let walked = 0; walked < MAX_MONTHS_WALKED && year * 12 + index >= stopKey && found.length < options.need; walked += 1) {
    const key = `${year}${String(index + 1).padStart(2, '0')}`;
    found.push(...(await monthMatches(db, { ...options, month: key, limit: options.need - found.length })));
    index -= 1;
    if (index < 0) {
      index = 11;
      year -= 1;
    }
  }
  return found;
}

/** The page's posts with their channels, in the candidates' order, and the cursor after the last one. */
async function pageOf(
  db: Dependencies['db'],
  candidates: ContentCandidate[],
  pageSize: number,
  sort: ContentSort,
): Promise<{ items: ContentSearchItem[]; nextCursor: string | null }> {
  const shown = candidates.slice(0, pageSize);
  const last = shown.at(-1);
  const nextCursor =
    candidates.length > pageSize && last
      ? encodeContentCursor({ s: sort, r: sort === 'relevance' ? last.rank : null, t: last.publishedMicros, i: last.id })
      : null;
  const ids = shown.map((candidate) => candidate.id);
  if (ids.length === 0) return { items: [], nextCursor };
  const wide = await db
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
    nextCursor,
  };
}

const MAX_MONTH_LEXEMES = 24;

/** The UTC months (YYYYMM) of a range, for the month lexemes; null for an open range or one longer than two years. */
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
