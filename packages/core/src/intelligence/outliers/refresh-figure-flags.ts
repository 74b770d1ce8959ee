import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { executeCount } from '@creatorlens/db/sql-result';
import { loadAllBenchmarks } from '../benchmarks/load-benchmarks.ts';
import { loadChannelBatch, prepareChannels } from '../signals/load-signal-inputs.ts';
import { loadBatchMoves } from './batch-moves.ts';
import { detectFigureFlags } from './detect-figure-flags.ts';

const BATCH_SIZE = 2_000;

export interface RefreshFigureFlagsResult {
  channels: number;
  /** Channels with at least one flag. */
  flagged: number;
  /** Channels whose stored flags changed. */
  channelsUpdated: number;
  milliseconds: number;
}

/**
 * Rewrites channel.figure_flags of every channel from its current figures, after a stats refresh that changed them
 * (the rankings job). The intelligence job writes the same flags with the bot risk (refresh-channel-signals.ts); both
 * run detectFigureFlags on the same inputs. One update per batch, only rows whose flags changed.
 */
export async function refreshFigureFlags({ db }: { db: Database }): Promise<RefreshFigureFlagsResult> {
  const started = performance.now();
  const result = { channels: 0, flagged: 0, channelsUpdated: 0 };
  const benchmarks = await loadAllBenchmarks(db);
  const batchMoves = await loadBatchMoves(db);
  let afterId: string | null = null;
  for (;;) {
    const rows = await loadChannelBatch(db, { afterId, limit: BATCH_SIZE });
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    const prepared = await prepareChannels(db, rows, benchmarks, { batchMoves });
    const values = prepared.map((p) => ({ id: p.row.id, figure_flags: detectFigureFlags(p.outlierInput) }));
    result.channelsUpdated += await executeCount(
      db,
      sql`update channel c set figure_flags = v.figure_flags
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, figure_flags jsonb)
          where c.id = v.id and c.figure_flags is distinct from v.figure_flags`,
    );
    result.channels += values.length;
    result.flagged += values.filter((v) => v.figure_flags.length > 0).length;
  }
  return { ...result, milliseconds: Math.round(performance.now() - started) };
}
