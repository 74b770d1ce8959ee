import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { BATCH_MOVE_MIN_CHANNELS, SOURCE_SWITCH_FACTOR } from './thresholds.ts';

/**
 * The days on which a source moved many of its channels by about the same factor (±5 %, in log buckets of 0.1) between
 * consecutive readings of its own: a batch rescaled or corrected by the source, not that many audiences at once. Keys
 * are `source|day`. One set-based query over all snapshots.
 */
export async function loadBatchMoves(db: Database): Promise<Set<string>> {
  const rows = await selectRows<{ source: string; day: string }>(
    db,
    sql`with steps as (
          select source, day, followers::float8 / lag(followers) over (partition by channel_id, source order by day) as factor
          from channel_snapshot where followers > 0
        )
        select source, day::text as day from steps
        where factor is not null and abs(ln(factor)) >= ln(${SOURCE_SWITCH_FACTOR}::float8)
        group by source, day, round(ln(factor) * 10)
        having count(*) >= ${BATCH_MOVE_MIN_CHANNELS}`,
  );
  return new Set(rows.map((r) => `${r.source}|${r.day}`));
}
