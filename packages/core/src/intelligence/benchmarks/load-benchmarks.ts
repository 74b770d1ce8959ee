import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database, type Platform } from '@creatorlens/db';
import type { BenchmarkTableMetric } from './recompute-benchmarks.ts';

export interface BenchmarkGroup {
  tier: string;
  /** The category the group is narrowed to, or null for all categories of the platform and tier. */
  category: string | null;
  metrics: Partial<Record<BenchmarkTableMetric, { sampleSize: number; percentiles: number[] }>>;
}

/**
 * The peer group of a channel from the benchmark table: platform x size tier, narrowed to the channel's first category
 * when that category group exists (the job stores only groups of at least MIN_CATEGORY_PEER_GROUP channels). One query.
 */
export async function loadBenchmarkGroup(
  db: Pick<Database, 'select'>,
  input: { platform: Platform; tier: string; category: string | null },
): Promise<BenchmarkGroup> {
  const categories = input.category ? ['', input.category] : [''];
  const rows = await db
    .select({
      category: schema.benchmark.category,
      metric: schema.benchmark.metric,
      sampleSize: schema.benchmark.sampleSize,
      percentiles: schema.benchmark.percentiles,
    })
    .from(schema.benchmark)
    .where(
      and(
        eq(schema.benchmark.platform, input.platform),
        eq(schema.benchmark.sizeTier, input.tier),
        inArray(schema.benchmark.category, categories),
      ),
    );
  const narrowed = input.category != null && rows.some((r) => r.category === input.category);
  const category = narrowed ? input.category : null;
  const metrics: BenchmarkGroup['metrics'] = {};
  for (const row of rows) {
    if (row.category !== (category ?? '')) continue;
    metrics[row.metric as BenchmarkTableMetric] = { sampleSize: row.sampleSize, percentiles: row.percentiles };
  }
  return { tier: input.tier, category, metrics };
}

/** Every benchmark row, keyed "platform|tier|category", for jobs that judge many channels at once. */
export async function loadAllBenchmarks(db: Pick<Database, 'select'>): Promise<Map<string, BenchmarkGroup['metrics']>> {
  const rows = await db.select().from(schema.benchmark);
  const groups = new Map<string, BenchmarkGroup['metrics']>();
  for (const row of rows) {
    const key = `${row.platform}|${row.sizeTier}|${row.category}`;
    const metrics = groups.get(key) ?? {};
    metrics[row.metric as BenchmarkTableMetric] = { sampleSize: row.sampleSize, percentiles: row.percentiles };
    groups.set(key, metrics);
  }
  return groups;
}
