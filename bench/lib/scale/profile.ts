import { openDatabase, migrateDatabase, PLATFORMS, type DatabaseHandle } from '@creatorlens/db';
import { seedCreatorData } from '@creatorlens/core/data-quality';
import { sql } from 'drizzle-orm';

/** A normal distribution (of a logarithm when the name says so). */
export interface NormalFit {
  mean: number;
  sd: number;
  /** Rows the fit was made from; 0 means the real data had none and the figure is an assumption. */
  n: number;
}

export interface PlatformProfile {
  platform: string;
  /** Share of the real channels on this platform. */
  share: number;
  logFollowers: NormalFit;
  logEngagement: NormalFit;
  /** ln(average views / followers). */
  logViewsPerFollower: NormalFit;
  logPostsCount: NormalFit;
}

/**
 * Distribution parameters read from the real seeded creator data: per-platform log-normal fits and weighted sample
 * arrays (a value appears in proportion to its real frequency, so a uniform pick reproduces the distribution).
 * '' in a weighted array stands for NULL.
 */
export interface ScaleProfile {
  realChannels: number;
  realPosts: number;
  platforms: PlatformProfile[];
  countries: string[];
  languages: string[];
  categories: string[];
  /** Distinct lower-case word pieces of real handles and names (3..10 letters), for real-looking synthetic handles. */
  handleTokens: string[];
  /** Words of real captions and titles with their counts (most frequent first). */
  captionWords: [string, number][];
  /** Real hashtags with their counts (most frequent first). */
  hashtags: [string, number][];
  /** Assumptions for figures the real data does not carry (documented in bench/README.md). */
  assumed: { growth: NormalFit; logPostsPerWeek: NormalFit };
}

const WEIGHTED_SIZE = 400;

/** Expands value counts to an array of about `size` entries in proportion to the counts (each value at least once). */
export function weightedArray(counts: [string, number][], size = WEIGHTED_SIZE): string[] {
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  const out: string[] = [];
  for (const [value, n] of counts) {
    const copies = Math.max(1, Math.round((n / total) * size));
    for (let k = 0; k < copies; k += 1) out.push(value);
  }
  return out;
}

const fit = (row: Record<string, unknown> | undefined, fallback: NormalFit): NormalFit => {
  const n = Number(row?.n ?? 0);
  const mean = Number(row?.mean);
  const sd = Number(row?.sd);
  if (n < 20 || !Number.isFinite(mean) || !Number.isFinite(sd)) return fallback;
  return { mean, sd, n };
};

async function rows(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Fits of ln(value) per platform plus one over all platforms (the fallback for platforms without the figure). */
async function logFits(handle: DatabaseHandle, expression: ReturnType<typeof sql>) {
  const perPlatform = await rows(
    handle,
    sql`SELECT platform::text AS platform, count(v) AS n, avg(ln(v)) AS mean, stddev(ln(v)) AS sd
        FROM (SELECT platform, ${expression} AS v FROM channel) t WHERE v > 0 GROUP BY platform`,
  );
  const [all] = await rows(
    handle,
    sql`SELECT count(v) AS n, avg(ln(v)) AS mean, stddev(ln(v)) AS sd FROM (SELECT ${expression} AS v FROM channel) t WHERE v > 0`,
  );
  return { perPlatform: new Map(perPlatform.map((row) => [String(row.platform), row])), all };
}

/** Reads the distribution parameters from a database that holds the real seed. */
export async function readProfile(handle: DatabaseHandle): Promise<ScaleProfile> {
  const counts = await rows(handle, sql`SELECT platform::text AS platform, count(*)::int AS n FROM channel GROUP BY 1`);
  const realChannels = counts.reduce((sum, row) => sum + Number(row.n), 0);
  const [{ n: realPosts } = { n: 0 }] = await rows(handle, sql`SELECT count(*)::int AS n FROM post`);
  const followers = await logFits(handle, sql`followers::float8`);
  const engagement = await logFits(handle, sql`engagement_rate`);
  const views = await logFits(handle, sql`average_views / nullif(followers, 0)`);
  const postsCount = await logFits(handle, sql`posts_count::float8`);
  const assumedLogPosts: NormalFit = { mean: Math.log(300), sd: 1.3, n: 0 };
  const platforms: PlatformProfile[] = [];
  for (const platform of PLATFORMS) {
    const n = Number(counts.find((row) => row.platform === platform)?.n ?? 0);
    if (n === 0) continue;
    const allEngagement = fit(engagement.all, { mean: Math.log(0.03), sd: 1, n: 0 });
    const allViews = fit(views.all, { mean: Math.log(0.1), sd: 1, n: 0 });
    platforms.push({
      platform,
      share: n / realChannels,
      logFollowers: fit(followers.perPlatform.get(platform), fit(followers.all, { mean: 11, sd: 2, n: 0 })),
      logEngagement: fit(engagement.perPlatform.get(platform), allEngagement),
      logViewsPerFollower: fit(views.perPlatform.get(platform), allViews),
      logPostsCount: fit(postsCount.perPlatform.get(platform), fit(postsCount.all, assumedLogPosts)),
    });
  }

  const valueCounts = async (query: ReturnType<typeof sql>): Promise<[string, number][]> =>
    (await rows(handle, query)).map((row) => [String(row.v ?? ''), Number(row.n)]);
  const countries = await valueCounts(
    sql`SELECT coalesce(country, '') AS v, count(*)::int AS n FROM channel GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  const languages = await valueCounts(
    sql`SELECT coalesce(language, '') AS v, count(*)::int AS n FROM channel GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  const categories = await valueCounts(
    sql`SELECT c AS v, count(*)::int AS n FROM channel, unnest(categories) c GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 120`,
  );
  const handleTokens = (
    await rows(
      handle,
      sql`SELECT t AS v, count(*) AS n FROM channel,
            regexp_split_to_table(lower(handle || ' ' || name), '[^a-z]+') t
          WHERE length(t) BETWEEN 3 AND 10 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1500`,
    )
  ).map((row) => String(row.v));
  const captionWords = await valueCounts(
    sql`SELECT w AS v, count(*)::int AS n FROM post,
          regexp_split_to_table(lower(coalesce(title, '') || ' ' || coalesce(caption, '')), '[^[:alnum:]]+') w
        WHERE length(w) BETWEEN 2 AND 24 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20000`,
  );
  const hashtags = await valueCounts(
    sql`SELECT lower(h) AS v, count(*)::int AS n FROM post, unnest(hashtags) h
        WHERE length(h) BETWEEN 2 AND 40 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5000`,
  );
  return {
    realChannels,
    realPosts: Number(realPosts),
    platforms,
    countries: weightedArray(countries),
    languages: weightedArray(languages),
    categories: weightedArray(categories),
    handleTokens,
    captionWords,
    hashtags,
    assumed: { growth: { mean: 0.015, sd: 0.03, n: 0 }, logPostsPerWeek: { mean: Math.log(2.5), sd: 0.8, n: 0 } },
  };
}

/** Seeds the real creator data into a throw-away in-memory PGlite and reads the profile from it (about 15 s). */
export async function buildProfileFromRealSeed(): Promise<ScaleProfile> {
  const handle = await openDatabase();
  try {
    await migrateDatabase(handle);
    await seedCreatorData({ db: handle.db });
    return await readProfile(handle);
  } finally {
    await handle.close();
  }
}
