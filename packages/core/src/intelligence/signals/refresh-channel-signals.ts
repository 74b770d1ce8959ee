/**
 * Recomputes the botting signals, the bot-risk level and the channel type of channels in batches. Each batch replaces
 * its channels' channel_signal rows and sets channel.bot_risk and channel.channel_type in one transaction, so a reader
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
import type { BotRiskLevel, Signal } from './types.ts';
import type { Transaction } from '../../dependencies.ts';

export const SIGNAL_BATCH_SIZE = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSERT_CHUNK = 1_000;

export interface TurnedHighChannel {
  channelId: string;
  previous: string | null;
  /** The critical or warning signals behind the level, most severe first. */
  signals: Signal[];
}

export interface RefreshChannelSignalsResult {
  channels: number;
  signals: number;
  byRisk: Record<BotRiskLevel, number>;
  /** Channels whose stored bot_risk or channel_type changed. */
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
    byRisk: { low: 0, medium: 0, high: 0 },
    channelsUpdated: 0,
    turnedHigh: 0,
  };
  const invalid = input.channelIds?.find((id) => !UUID.test(id));
  if (invalid) throw new AppError('VALIDATION', `"${invalid}" is not a channel id.`);
  if (input.channelIds && input.channelIds.length === 0) return result;
  const benchmarks = await loadAllBenchmarks(db);
  let afterId: string | null = null;
  for (;;) {
    const rows = await loadChannelBatch(db, { afterId, limit: SIGNAL_BATCH_SIZE, channelIds: input.channelIds });
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    const prepared = await prepareChannels(db, rows, benchmarks);
    const computed = prepared.map((p) => ({
      row: p.row,
      ...detectSignals(p.signalInput),
      channelType: classifyChannelType(p.typeInput).type,
    }));
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
      const levels = computed.map((c) => ({ id: c.row.id, bot_risk: c.botRisk, channel_type: c.channelType }));
      result.channelsUpdated += await executeCount(
        tx,
        sql`update channel c set bot_risk = v.bot_risk, channel_type = v.channel_type
            from jsonb_to_recordset(${JSON.stringify(levels)}::jsonb) as v(id uuid, bot_risk text, channel_type text)
            where c.id = v.id and (c.bot_risk, c.channel_type) is distinct from (v.bot_risk, v.channel_type)`,
      );
      if (turnedHigh.length > 0 && input.onTurnedHigh) await input.onTurnedHigh(tx, turnedHigh);
      result.signals += signalRows.length;
    });
    result.channels += computed.length;
    result.turnedHigh += turnedHigh.length;
    for (const c of computed) result.byRisk[c.botRisk] += 1;
  }
  return result;
}
