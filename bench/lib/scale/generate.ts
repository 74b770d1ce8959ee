import type { ScaleProfile } from './profile.ts';

/** One database session: a pg.Client on PostgreSQL, the single PGlite instance on PGlite. */
export interface SqlSession {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  release: () => Promise<void>;
}

export interface GenerateOptions {
  channels: number;
  posts: number;
  /** Sessions used side by side for the bulk inserts and index builds (1 on PGlite). */
  parallel: number;
  openSession: () => Promise<SqlSession>;
  profile: ScaleProfile;
  /** 0..1, for setseed: the same seed and sizes give the same data. */
  seed: number;
  /** Rows per INSERT statement (progress is printed after each). */
  batch: number;
  /** Drop the channel/post indexes and foreign keys during the load and rebuild them afterwards. */
  dropIndexes: boolean;
  /** maintenance_work_mem for the index builds (PostgreSQL only; null leaves the server default). */
  maintenanceWorkMem: string | null;
  /** The moment the synthetic data describes; fixed so runs agree. */
  now: Date;
  log: (message: string) => void;
}

export interface GenerateResult {
  artists: number;
  channels: number;
  posts: number;
  seconds: { setup: number; artists: number; channels: number; posts: number; indexes: number; analyze: number; total: number };
  rowsPerSecond: number;
}

export const SYNTHETIC_SOURCE = 'synthetic-scale';
/** Synthetic rows get fixed ids from their index: easy to find, never colliding with gen_random_uuid() ids. */
export const ID_PREFIX = { artist: '5a000000-0000-4000-8000-', channel: '5c000000-0000-4000-8000-', post: '5b000000-0000-4000-8000-' };
const FRAGMENTS = 20_000;
const TAGSETS = 10_000;
const MAX_TOKENS = 600;

/** A small deterministic PRNG (mulberry32) for the caption pools built in Node. */
function prng(seed: number): () => number {
  let state = Math.floor(seed * 2 ** 32) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks values in proportion to their counts (binary search over the cumulative counts). */
function weightedPicker(counts: [string, number][], random: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, n] of counts) cumulative.push((total += n));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return counts[low]![0];
  };
}

/** Caption fragments (3..10 real words, in real frequency) and hashtag sets (0..6 real hashtags). */
export function buildTextPools(profile: ScaleProfile, seed: number): { fragments: string[]; tagsets: string[] } {
  const random = prng(seed);
  const word = weightedPicker(profile.captionWords.length ? profile.captionWords : [['video', 1]], random);
  const tag = weightedPicker(profile.hashtags.length ? profile.hashtags : [['fyp', 1]], random);
  const fragments = Array.from({ length: FRAGMENTS }, () => {
    const length = 3 + Math.floor(random() * 8);
    return Array.from({ length }, word).join(' ');
  });
  const tagsets = Array.from({ length: TAGSETS }, () => {
    const length = Math.floor(random() * 7);
    return [...new Set(Array.from({ length }, tag))].join(' ');
  });
  return { fragments, tagsets };
}

/** Helper functions and pools the INSERT ... SELECT statements use; removed by dropHelpers. */
const SETUP_SQL = [
  `CREATE OR REPLACE FUNCTION syn_uuid(prefix text, i bigint) RETURNS uuid LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $$ SELECT (prefix || lpad(to_hex(i), 12, '0'))::uuid $$`,
  // A deterministic uniform 0..1 from the row index: channels and their posts agree on the platform without a join.
  `CREATE OR REPLACE FUNCTION syn_platform(i bigint, thresholds float8[]) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $$ SELECT 1 + width_bucket((hashint8(i) & 2147483647)::float8 / 2147483648.0, thresholds) $$`,
  // Box-Muller: a standard normal from two uniforms (random_normal() is PostgreSQL 16+).
  `CREATE OR REPLACE FUNCTION syn_normal(u1 float8, u2 float8) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $$ SELECT sqrt(-2 * ln(1 - u1)) * cos(2 * pi() * u2) $$`,
  `DROP TABLE IF EXISTS syn_fragment`,
  `DROP TABLE IF EXISTS syn_tagset`,
  `CREATE TABLE syn_fragment (id int PRIMARY KEY, body text NOT NULL)`,
  `CREATE TABLE syn_tagset (id int PRIMARY KEY, tags text[] NOT NULL)`,
];

const DROP_HELPERS_SQL = [
  `DROP TABLE IF EXISTS syn_fragment`,
  `DROP TABLE IF EXISTS syn_tagset`,
  `DROP FUNCTION IF EXISTS syn_uuid(text, bigint)`,
  `DROP FUNCTION IF EXISTS syn_platform(bigint, float8[])`,
  `DROP FUNCTION IF EXISTS syn_normal(float8, float8)`,
];

const ARTIST_SQL = `
INSERT INTO artist (id, slug, name, country, created_at, updated_at)
SELECT syn_uuid('${ID_PREFIX.artist}', j), 'syn-' || t1 || '-' || t2 || '-' || j, initcap(t1) || ' ' || initcap(t2),
       nullif(country, ''), $5::timestamptz, $5::timestamptz
FROM (SELECT j, ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] AS t1,
             ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] AS t2,
             ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] AS country
      FROM generate_series($1::bigint, $2::bigint) j) r`;

/** $1..$2 channel index range, $3 total channels; the rest are the profile arrays (see channelParams). */
const sparkline = Array.from({ length: 12 }, (_, k) => `round(followers * power(1 + growth, ${(k - 11) / 3}))`).join(', ');
const CHANNEL_SQL = `
INSERT INTO channel (id, artist_id, platform, platform_id, name, handle, bio, country, language, categories,
  followers, following, posts_count, total_views, average_views, average_likes, average_comments, average_shares,
  engagement_rate, followers_30d_gain, followers_30d_growth, views_30d_gain, posts_per_week, last_posted_at,
  size_tier, followers_sparkline, extra, data_as_of, source, created_at, updated_at)
SELECT syn_uuid('${ID_PREFIX.channel}', i), syn_uuid('${ID_PREFIX.artist}', floor((i - 1) * 0.8)::bigint + 1),
  ($4::text[])[p]::platform, 'syn_' || i,
  initcap(t1) || ' ' || initcap(t2),
  'syn_' || t1 || t2 || CASE WHEN u15 < 0.5 THEN (i % 100)::text ELSE '' END,
  CASE WHEN u16 < 0.3 THEN bio END,
  nullif(country, ''), nullif(language, ''),
  CASE WHEN category = '' THEN '{}'::text[] ELSE ARRAY[category] END,
  followers, round(followers * 0.01 * u17)::bigint, posts_count,
  round(average_views * posts_count)::bigint, average_views,
  round(followers * engagement * 0.95), round(followers * engagement * 0.05), round(followers * engagement * 0.02),
  engagement, round(followers * growth / (1 + growth))::bigint, growth,
  round(average_views * posts_per_week * 4.3 * u17)::bigint, posts_per_week,
  $22::timestamptz - (u18 * 30) * interval '1 day',
  CASE WHEN followers < 10000 THEN 'nano' WHEN followers < 100000 THEN 'micro' WHEN followers < 500000 THEN 'mid'
       WHEN followers < 1000000 THEN 'macro' ELSE 'mega' END,
  to_jsonb(ARRAY[${sparkline}]), '{}'::jsonb, $22::timestamptz, '${SYNTHETIC_SOURCE}', $22::timestamptz, $22::timestamptz
FROM (
  SELECT i, p, t1, t2, country, language, category, bio, u15, u16, u17, u18,
    greatest(1, round(exp(($6::float8[])[p] + ($7::float8[])[p] * syn_normal(u1, u2))))::bigint AS followers,
    least(0.9, exp(($8::float8[])[p] + ($9::float8[])[p] * syn_normal(u3, u4))) AS engagement,
    exp(($6::float8[])[p] + ($7::float8[])[p] * syn_normal(u1, u2)) * exp(($10::float8[])[p] + ($11::float8[])[p] * syn_normal(u5, u6)) AS average_views,
    greatest(1, round(exp(($12::float8[])[p] + ($13::float8[])[p] * syn_normal(u11, u12))))::bigint AS posts_count,
    greatest(-0.2, least(1.0, $18::float8 + $19::float8 * syn_normal(u7, u8))) AS growth,
    round(exp($20::float8 + $21::float8 * syn_normal(u9, u10))::numeric, 2)::float8 AS posts_per_week
  FROM (
    SELECT i, syn_platform(i, $5::float8[]) AS p,
      random() u1, random() u2, random() u3, random() u4, random() u5, random() u6, random() u7, random() u8,
      random() u9, random() u10, random() u11, random() u12, random() u15, random() u16, random() u17, random() u18,
      ($17::text[])[1 + floor(random() * cardinality($17::text[]))::int] AS t1,
      ($17::text[])[1 + floor(random() * cardinality($17::text[]))::int] AS t2,
      ($14::text[])[1 + floor(random() * cardinality($14::text[]))::int] AS country,
      ($15::text[])[1 + floor(random() * cardinality($15::text[]))::int] AS language,
      ($16::text[])[1 + floor(random() * cardinality($16::text[]))::int] AS category,
      (SELECT body FROM syn_fragment WHERE id = 1 + (i % ${FRAGMENTS})) AS bio
    FROM generate_series($1::bigint, least($2::bigint, $3::bigint)) i
  ) r
) m`;

/** $1..$2 post index range, $3 channels, $4 platform thresholds, $5 platform names, $6 now. */
const POST_SQL = `
INSERT INTO post (id, channel_id, platform, platform_post_id, type, title, caption, hashtags, published_at,
  likes, comments, views, shares, saves, engagement_rate, source, created_at)
SELECT syn_uuid('${ID_PREFIX.post}', i), syn_uuid('${ID_PREFIX.channel}', c), platform::platform, 'syn_' || i,
  CASE platform WHEN 'youtube' THEN CASE WHEN u1 < 0.22 THEN 'short' ELSE 'video' END
                WHEN 'instagram' THEN CASE WHEN u1 < 0.5 THEN 'image' WHEN u1 < 0.8 THEN 'reel' ELSE 'carousel' END
                WHEN 'twitch' THEN 'stream' ELSE 'video' END,
  CASE WHEN platform IN ('youtube', 'twitch') THEN fa.body END,
  CASE WHEN platform IN ('youtube', 'twitch') THEN CASE WHEN u1 < 0.3 THEN fb.body END ELSE fa.body || ' ' || fb.body END,
  CASE WHEN platform = 'youtube' AND u1 < 0.7 THEN '{}'::text[] ELSE ts.tags END,
  $6::timestamptz - (power(u2, 1.5) * 730) * interval '1 day',
  likes, round(likes * 0.03 * u3)::bigint, views, round(likes * 0.02 * u4)::bigint, round(likes * 0.05 * u4)::bigint,
  (likes + round(likes * 0.03 * u3)) / greatest(views, 1)::float8, '${SYNTHETIC_SOURCE}', $6::timestamptz
FROM (
  SELECT i, c, f1, f2, tg, u1, u2, u3, u4, ($5::text[])[syn_platform(c, $4::float8[])] AS platform,
    views, round(views * least(0.5, exp(ln(0.04) + 0.6 * syn_normal(u5, u6))))::bigint AS likes
  FROM (
    SELECT i, 1 + floor($3 * power(random(), 1.6))::bigint AS c,
      1 + floor(random() * ${FRAGMENTS})::int AS f1, 1 + floor(random() * ${FRAGMENTS})::int AS f2,
      1 + floor(random() * ${TAGSETS})::int AS tg,
      random() u1, random() u2, random() u3, random() u4, random() u5, random() u6,
      greatest(0, round(exp(ln(2000) + 2 * syn_normal(random(), random()))))::bigint AS views
    FROM generate_series($1::bigint, $2::bigint) i
  ) r
) m
JOIN syn_fragment fa ON fa.id = m.f1
JOIN syn_fragment fb ON fb.id = m.f2
JOIN syn_tagset ts ON ts.id = m.tg`;

function platformParams(profile: ScaleProfile) {
  const names = profile.platforms.map((p) => p.platform);
  let cumulative = 0;
  const thresholds = profile.platforms.map((p) => (cumulative += p.share));
  // width_bucket counts the bounds <= h: the last platform has no upper bound (it takes the rest, rounding included).
  return { names, thresholds: thresholds.slice(0, -1) };
}

function channelParams(profile: ScaleProfile, lo: number, hi: number, total: number, now: Date): unknown[] {
  const { names, thresholds } = platformParams(profile);
  const column = (pick: (p: ScaleProfile['platforms'][number]) => number) => profile.platforms.map(pick);
  return [
    lo,
    hi,
    total,
    names,
    thresholds,
    column((p) => p.logFollowers.mean),
    column((p) => p.logFollowers.sd),
    column((p) => p.logEngagement.mean),
    column((p) => p.logEngagement.sd),
    column((p) => p.logViewsPerFollower.mean),
    column((p) => p.logViewsPerFollower.sd),
    column((p) => p.logPostsCount.mean),
    column((p) => p.logPostsCount.sd),
    profile.countries,
    profile.languages,
    profile.categories,
    profile.handleTokens.slice(0, MAX_TOKENS),
    profile.assumed.growth.mean,
    profile.assumed.growth.sd,
    profile.assumed.logPostsPerWeek.mean,
    profile.assumed.logPostsPerWeek.sd,
    now.toISOString(),
  ];
}

/** Splits 1..total into batches and runs them on `parallel` sessions; each session seeds its random generator. */
async function runBatches(
  options: GenerateOptions,
  label: string,
  total: number,
  statement: string,
  params: (lo: number, hi: number) => unknown[],
): Promise<number> {
  const startedAt = performance.now();
  const ranges: [number, number][] = [];
  for (let lo = 1; lo <= total; lo += options.batch) ranges.push([lo, Math.min(total, lo + options.batch - 1)]);
  let done = 0;
  let next = 0;
  const worker = async (workerIndex: number) => {
    const session = await options.openSession();
    try {
      while (next < ranges.length) {
        const [lo, hi] = ranges[next++]!;
        // Seeded per batch (not per session) so the data does not depend on how batches fall on sessions.
        await session.query(`SELECT setseed(${((options.seed * 1e6 + lo * 7919 + label.length) % 1e6) / 1e6 - 0.5})`);
        await session.query(statement, params(lo, hi));
        done += hi - lo + 1;
        const seconds = (performance.now() - startedAt) / 1000;
        options.log(
          `  ${label}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${Math.round(done / seconds).toLocaleString('en-US')} rows/s, session ${workerIndex + 1})`,
        );
      }
    } finally {
      await session.release();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.parallel, ranges.length)) }, (_, k) => worker(k)));
  return (performance.now() - startedAt) / 1000;
}

interface DroppedObjects {
  indexes: { table: string; name: string; definition: string }[];
  foreignKeys: { table: string; name: string; definition: string }[];
}

/** Secondary indexes (not primary keys) and outgoing foreign keys of channel and post. */
async function dropIndexes(session: SqlSession): Promise<DroppedObjects> {
  const indexes = (
    await session.query(`
      SELECT i.tablename AS table, i.indexname AS name, i.indexdef AS definition
      FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename IN ('channel', 'post')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      ORDER BY 1, 2`)
  ).rows as DroppedObjects['indexes'];
  const foreignKeys = (
    await session.query(`
      SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype = 'f' AND conrelid IN ('channel'::regclass, 'post'::regclass) ORDER BY 1, 2`)
  ).rows as DroppedObjects['foreignKeys'];
  for (const fk of foreignKeys) await session.query(`ALTER TABLE "${fk.table}" DROP CONSTRAINT "${fk.name}"`);
  for (const index of indexes) await session.query(`DROP INDEX "${index.name}"`);
  return { indexes, foreignKeys };
}

/** Rebuilds what dropIndexes removed, biggest first, spread over the sessions. */
async function restoreIndexes(options: GenerateOptions, dropped: DroppedObjects): Promise<void> {
  const size = (definition: string) => (/ON public\.post /.test(definition) ? 2 : 0) + (/USING gin/.test(definition) ? 1 : 0);
  const queue = [...dropped.indexes].sort((a, b) => size(b.definition) - size(a.definition));
  const worker = async () => {
    const session = await options.openSession();
    try {
      if (options.maintenanceWorkMem) await session.query(`SET maintenance_work_mem = '${options.maintenanceWorkMem}'`);
      for (let index = queue.shift(); index; index = queue.shift()) {
        const startedAt = performance.now();
        await session.query(index.definition);
        options.log(`  index ${index.name}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
      }
    } finally {
      await session.release();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel) }, worker));
  const session = await options.openSession();
  try {
    for (const fk of dropped.foreignKeys) {
      const startedAt = performance.now();
      await session.query(`ALTER TABLE "${fk.table}" ADD CONSTRAINT "${fk.name}" ${fk.definition}`);
      options.log(`  foreign key ${fk.name}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    }
  } finally {
    await session.release();
  }
}

/** Fills the database with synthetic artists, channels and posts (see bench/README.md, "Scale data"). */
export async function generateScaleData(options: GenerateOptions): Promise<GenerateResult> {
  const startedAt = performance.now();
  const seconds = { setup: 0, artists: 0, channels: 0, posts: 0, indexes: 0, analyze: 0, total: 0 };
  const artists = Math.floor((options.channels - 1) * 0.8) + 1;
  const main = await options.openSession();
  try {
    const existing = await main.query(`SELECT count(*)::int AS n FROM channel WHERE source = '${SYNTHETIC_SOURCE}'`);
    if (Number(existing.rows[0]?.n) > 0) throw new Error('the database already holds synthetic-scale channels; use a fresh database');
    for (const statement of SETUP_SQL) await main.query(statement);
    const pools = buildTextPools(options.profile, options.seed);
    await main.query(`INSERT INTO syn_fragment SELECT n, body FROM unnest($1::text[]) WITH ORDINALITY AS t(body, n)`, [pools.fragments]);
    await main.query(
      `INSERT INTO syn_tagset SELECT n, CASE WHEN tags = '' THEN '{}'::text[] ELSE string_to_array(tags, ' ') END
       FROM unnest($1::text[]) WITH ORDINALITY AS t(tags, n)`,
      [pools.tagsets],
    );
    await main.query('ANALYZE syn_fragment');
    await main.query('ANALYZE syn_tagset');
    const dropped = options.dropIndexes ? await dropIndexes(main) : null;
    if (dropped) options.log(`dropped ${dropped.indexes.length} indexes and ${dropped.foreignKeys.length} foreign keys for the load`);
    seconds.setup = (performance.now() - startedAt) / 1000;

    const tokens = options.profile.handleTokens.slice(0, MAX_TOKENS);
    seconds.artists = await runBatches(options, 'artists', artists, ARTIST_SQL, (lo, hi) => [
      lo,
      hi,
      tokens,
      options.profile.countries,
      options.now.toISOString(),
    ]);
    seconds.channels = await runBatches(options, 'channels', options.channels, CHANNEL_SQL, (lo, hi) =>
      channelParams(options.profile, lo, hi, options.channels, options.now),
    );
    const { names, thresholds } = platformParams(options.profile);
    seconds.posts = await runBatches(options, 'posts', options.posts, POST_SQL, (lo, hi) => [
      lo,
      hi,
      options.channels,
      thresholds,
      names,
      options.now.toISOString(),
    ]);

    const indexStartedAt = performance.now();
    if (dropped) await restoreIndexes(options, dropped);
    seconds.indexes = (performance.now() - indexStartedAt) / 1000;
    for (const statement of DROP_HELPERS_SQL) await main.query(statement);

    const analyzeStartedAt = performance.now();
    // VACUUM sets the visibility map (index-only scans) the way autovacuum would on a live database.
    await main.query('VACUUM ANALYZE artist');
    await main.query('VACUUM ANALYZE channel');
    await main.query('VACUUM ANALYZE post');
    seconds.analyze = (performance.now() - analyzeStartedAt) / 1000;
  } finally {
    await main.release();
  }
  seconds.total = (performance.now() - startedAt) / 1000;
  const rows = artists + options.channels + options.posts;
  return { artists, channels: options.channels, posts: options.posts, seconds, rowsPerSecond: rows / seconds.total };
}
