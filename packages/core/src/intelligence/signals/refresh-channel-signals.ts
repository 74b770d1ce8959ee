/**
 * Recomputes the botting signals, the outlier flags on the figures, the bot-risk judgement and the channel type of
 * channels in batches. Each batch replaces its channels' channel_signal rows and sets channel.bot_risk,
 * channel.figure_flags and channel.channel_type in one transaction, so a reader
 * never sees half a recomputation. Channels that turn high (from low, medium or not yet computed) are handed to
 * onTurnedHigh inside that same transaction: the level and its alert commit together, and a rerun finds the channel
 * already high and alerts nobody again.
 */
import { inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { executeCount } from '@creatorlens/db/sql-result';
import { AppError } from '../../errors.ts';
import { loadAllBenchmarks } from '../benchmarks/load-benchmarks.ts';
import { classifyChannelType } from '../channel-types/classify-channel-type.ts';
import { detectSignals } from './detect-signals.ts';
import { loadChannelBatch, prepareChannels } from './load-signal-inputs.ts';
import { judgeBotRisk } from './judgement.ts';
import { detectFigureFlags } from '../outliers/detect-figure-flags.ts';
import { loadBatchMoves } from '../outliers/batch-moves.ts';
import type { BotRiskValue } from '@creatorlens/contracts';
import type { Signal } from './types.ts';
import type { Transaction } from '../../dependencies.ts';

const SIGNAL_BATCH_SIZE = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSERT_CHUNK = 1_000;

export interface TurnedHighChannel {
  channelId: string;
  previous: string | null;
  /** The critical or warning signals behind the level, most severe first. */
  signals: Signal[];
}

interface RefreshChannelSignalsResult {
  channels: number;
  signals: number;
  /** Channels per stored bot_risk value ('insufficient-data': a low on too little data, see judgement.ts). */
  byRisk: Record<BotRiskValue, number>;
  /** Channels with at least one outlier flag on a figure (channel.figure_flags). */
  flagged: number;
  /** Channels whose stored bot_risk, channel_type or figure_flags changed. */
  channelsUpdated: number;
  turnedHigh: number;
}

export async function refreshChannelSignals(
  { db }: { db: Database },
  input: {
    channelIds?: readonly string[] | undefined;
    onTurnedHigh?: ((tx: Transaction, channels: TurnedHighChannel[]) => Promise<void>) | undefined;
  } = {},
): Promise<RefreshChannelSignalsResult> {
  const result: RefreshChannelSignalsResult = {
    channels: 0,
    signals: 0,
    byRisk: { low: 0, medium: 0, high: 0, 'insufficient-data': 0 },
    flagged: 0,
    channelsUpdated: 0,
    turnedHigh: 0,
  };
  const invalid = input.channelIds?.find((id) => !UUID.test(id));
  if (invalid) throw new AppError('VALIDATION', `"${invalid}" is not a channel id.`);
  if (input.channelIds && input.channelIds.length === 0) return result;
  const benchmarks = await loadAllBenchmarks(db);
  const batchMoves = await loadBatchMoves(db);
  let afterId: string | null = null;
  for (;;) {
    const rows = await loadChannelBatch(db, { afterId, limit: SIGNAL_BATCH_SIZE, channelIds: input.channelIds });
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    const prepared = await prepareChannels(db, rows, benchmarks, { batchMoves });
    const computed = prepared.map((p) => {
      const detected = detectSignals(p.signalInput);
      const flags = detectFigureFlags(p.outlierInput);
      const hasAverageViewers = p.signalInput.twitch?.averageViewers != null;
      return {
        row: p.row,
        signals: detected.signals,
        flags,
        botRisk: judgeBotRisk(detected.botRisk, p.row.platform, { ...p.dataSeen, hasAverageViewers }, flags),
        channelType: classifyChannelType(p.typeInput).type,
      };
    });
    const turnedHigh: TurnedHighChannel[] = computed
      .filter((c) => c.botRisk === 'high' && c.row.botRisk !== 'high')
      .map((c) => ({
        channelId: c.row.id,
        previous: c.row.botRisk,
        signals: c.signals
          .filter((s) => s.severity !== 'info')
          .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1)),
      }));

    await db.transaction(async (tx) => {
      const ids = computed.map((c) => c.row.id);
      await tx.delete(schema.channelSignal).where(inArray(schema.channelSignal.channelId, ids));
      const signalRows = computed.flatMap((c) =>
        c.signals.map((s) => ({
          channelId: c.row.id,
          kind: s.kind,
          severity: s.severity,
          day: s.day,
          value: s.value,
          evidence: s.evidence,
        })),
      );
      for (let i = 0; i < signalRows.length; i += INSERT_CHUNK)
        await tx.insert(schema.channelSignal).values(signalRows.slice(i, i + INSERT_CHUNK));
      const levels = computed.map((c) => ({ id: c.row.id, bot_risk: c.botRisk, channel_type: c.channelType, figure_flags: c.flags }));
      result.channelsUpdated += await executeCount(
        tx,
        sql`update channel c set bot_risk = v.bot_risk, channel_type = v.channel_type, figure_flags = v.figure_flags
            from jsonb_to_recordset(${JSON.stringify(levels)}::jsonb) as v(id uuid, bot_risk text, channel_type text, figure_flags jsonb)
            where c.id = v.id
              and (c.bot_risk, c.channel_type, c.figure_flags) is distinct from (v.bot_risk, v.channel_type, v.figure_flags)`,
      );
      if (turnedHigh.length > 0 && input.onTurnedHigh) await input.onTurnedHigh(tx, turnedHigh);
      result.signals += signalRows.length;
    });
    result.channels += computed.length;
    result.turnedHigh += turnedHigh.length;
    for (const c of computed) {
      result.byRisk[c.botRisk] += 1;
      if (c.flags.length > 0) result.flagged += 1;
    }
  }
  return result;
}
