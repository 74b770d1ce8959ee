import { and, sql, type SQL } from 'drizzle-orm';
import { DISCOVERY_PLATFORMS, type ContentCursorPayload } from '@creatorlens/contracts';
import { schema, type Database, type Platform } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';

/** A match as the plans return it: publication time in epoch microseconds (cursor precision), rank as float8. */
export interface ContentCandidate {
  id: string;
  rank: number;
  publishedMicros: number;
}

const post = schema.post;

const facetVector = sql`(${post.stemVector} || post_facet_vector(${post.platform}, ${post.publishedAt}))`;

const candidateColumns = (query: SQL) =>
  sql`${post.id} as id, ts_rank(${post.stemVector}, ${query})::float8 as rank,
      (extract(epoch from ${post.publishedAt}) * 1000000)::bigint::text as published_micros`;

const toCandidates = (rows: { id: string; rank: number; published_micros: string }[]): ContentCandidate[] =>
  rows.map((row) => ({ id: row.id, rank: Number(row.rank), publishedMicros: Number(row.published_micros) }));

/** The timestamp a cursor names, rebuilt to the microsecond. */
export const micros = (value: number) => sql`(to_timestamp(0) + ${value}::float8 * interval '1 microsecond')`;

/** The rows after the cursor in the newest-first order (published_at desc, id desc). */
export const afterNewest = (cursor: ContentCursorPayload) =>
  sql`(${post.publishedAt}, ${post.id}) < (${micros(cursor.t)}, ${cursor.i}::uuid)`;

// Inlined as literals, not bound: a bound text cast to tsquery is not folded at planning time, the planner then
// guesses the GIN match's selectivity and may scan every post (measured 14 s instead of 0.4 s). The lexemes are
// built here from the platform enum and digits only, which the pattern below enforces.
function lexeme(value: string): SQL {
  if (!/^~[pm]:[a-z0-9]+$/.test(value)) throw new Error(`unexpected facet lexeme ${value}`);
  return sql.raw(`'''${value}'''::tsquery`);
}
const anyOf = (values: string[]) => sql.join(values.map(lexeme), sql` || `);

/** The platform lexemes of migration 0008, or null when every searchable platform is asked for (no narrowing). */
export function platformFacet(platforms: Platform[]): SQL | null {
  return platforms.length < DISCOVERY_PLATFORMS.length ? sql`(${anyOf(platforms.map((platform) => `~p:${platform}`))})` : null;
}

function monthFacet(months: string[]): SQL {
  return sql`(${anyOf(months.map((month) => `~m:${month}`))})`;
}

/** The GIN condition: the words, intersected with the facet lexemes given. */
export function wordsMatch(query: SQL, facets: (SQL | null)[]): SQL {
  const present = facets.filter((facet): facet is SQL => facet !== null);
  return sql`${facetVector} @@ ${present.length === 0 ? query : sql`(${sql.join([query, ...present], sql` && `)})`}`;
}

/**
 * The GIN match fenced off (OFFSET 0) and named "post" again, so the filters apply to its rows: next to the platform
 * and date conditions, the planner (with bound parameters) may prefer the (platform, published_at) index and recheck
 * the words on every post in the range (measured 14 s instead of 0.4 s at 5M posts).
 */
const fencedMatches = (match: SQL) =>
  sql`(select ${post.id}, ${post.channelId}, ${post.platform}, ${post.publishedAt}, ${post.engagementRate}, ${post.stemVector}
       from ${post} where ${match} offset 0) as "post"`;

/**
 * The "all matches" plan, for words the planner expects at most ALL_MATCHES_LIMIT times: every match is read once
 * (materialised), counted up to the cap and the page after the cursor (or offset) taken from the same rows. An empty
 * page still answers the count (left join).
 */
export async function allMatchesPage(
  db: Database,
  options: {
    query: SQL;
    match: SQL;
    filters: SQL[];
    order: 'relevance' | 'newest';
    after: SQL | null;
    limit: number;
    offset: number;
    cap: number;
  },
): Promise<{ candidates: ContentCandidate[]; total: number }> {
  const order = options.order === 'newest' ? sql`published_at desc, id desc` : sql`rank desc, published_at desc, id desc`;
  const rows = await selectRows<{ id: string | null; rank: number; published_micros: string; total: number }>(
    db,
    sql`with matches as materialized (
          select ${candidateColumns(options.query)}, ${post.publishedAt} as published_at
          from ${fencedMatches(options.match)} where ${and(...options.filters)}
        ),
        counted as materialized (select count(*)::int as total from (select 1 from matches limit ${options.cap + 1}) capped)
        select paged.id, paged.rank, paged.published_micros, counted.total
        from counted left join (
          select * from matches ${options.after ? sql`where ${options.after}` : sql``}
          order by ${order} limit ${options.limit} offset ${options.offset}
        ) paged on true
        order by ${order}`,
  );
  const total = rows[0]?.total ?? 0;
  return { candidates: toCandidates(rows.filter((row): row is typeof row & { id: string } => row.id !== null)), total };
}

/** Up to `limit` matches of one month, newest first (the month lexeme narrows the GIN scan to that month's posts). */
export async function monthMatches(
  db: Database,
  options: { query: SQL; facets: (SQL | null)[]; month: string; filters: SQL[]; limit: number },
): Promise<ContentCandidate[]> {
  const match = wordsMatch(options.query, [...options.facets, monthFacet([options.month])]);
  return toCandidates(
    await selectRows(
      db,
      sql`select ${candidateColumns(options.query)} from ${fencedMatches(match)} where ${and(...options.filters)}
          order by ${post.publishedAt} desc, ${post.id} desc limit ${options.limit}`,
    ),
  );
}

/**
 * Up to `limit` matches per platform, newest first, by walking the (platform, published_at) index and checking the
 * words on each post: for very frequent words a page is found after a few posts per match (a word in 15% of posts:
 * about 7 posts read per match), fewer than one month of their matches.
 */
export async function walkedMatches(
  db: Database,
  options: { query: SQL; platforms: Platform[]; filters: SQL[]; limit: number },
): Promise<ContentCandidate[]> {
  const perPlatform = options.platforms.map(
    (platform) => sql`(select ${candidateColumns(options.query)} from ${post}
      where ${post.platform} = ${platform} and ${post.stemVector} @@ ${options.query} and ${and(...options.filters)}
      order by ${post.publishedAt} desc, ${post.id} desc limit ${options.limit})`,
  );
  return toCandidates(await selectRows(db, sql.join(perPlatform, sql` union all `)));
}

/** The oldest publication month of the platforms' posts (one index probe each), where a month walk stops. */
export async function oldestMonth(db: Database, platforms: Platform[]): Promise<number | null> {
  const oldest = platforms.map((platform) => sql`(select min(${post.publishedAt}) from ${post} where ${post.platform} = ${platform})`);
  const [row] = await selectRows<{ oldest: string | Date | null }>(db, sql`select least(${sql.join(oldest, sql`, `)}) as oldest`);
  return row?.oldest ? new Date(row.oldest).getTime() : null;
}

/** The planner's estimate of the rows a statement returns: one EXPLAIN, well under a millisecond. */
export async function estimateRows(db: Database, statement: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}
