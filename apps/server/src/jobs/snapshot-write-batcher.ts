import { storeChannelDataBatch, type FetchedChannel, type RefreshChannelResult } from '@creatorlens/core/connectors';
import type { Database } from '@creatorlens/db';

export interface SnapshotWriteBatcherOptions {
  /** A batch is written as soon as this many channels wait. */
  maxBatch?: number;
  /** The longest a fetched channel waits for others to share its transaction. */
  maxWaitMs?: number;
}

export interface SnapshotWriteBatcher {
  /** Resolves once the channel's data is committed (alone or with others); rejects with that channel's own error. */
  store(item: FetchedChannel): Promise<RefreshChannelResult>;
}

interface Waiting {
  item: FetchedChannel;
  resolve: (result: RefreshChannelResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for channel refreshes: the refresh jobs running at the same time hand their fetched data to one
 * batcher, which writes it in ONE transaction (storeChannelDataBatch: one snapshot upsert, one channel update for
 * the whole batch) instead of a transaction per channel. The jobs stay one per channel, so singletons, quota
 * deferrals, retries and per-channel results are unchanged. When a batch fails, each channel is written on its own,
 * so only the channel that caused the failure fails (and its job retries), never its neighbours.
 */
export function createSnapshotWriteBatcher(db: Database, options: SnapshotWriteBatcherOptions = {}): SnapshotWriteBatcher {
  const maxBatch = Math.max(1, options.maxBatch ?? 200);
  const maxWaitMs = Math.max(0, options.maxWaitMs ?? 20);
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function writeAlone(entry: Waiting): Promise<void> {
    try {
      const [result] = await storeChannelDataBatch(db, [entry.item]);
      entry.resolve(result!);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function write(batch: Waiting[]): Promise<void> {
    try {
      const results = await storeChannelDataBatch(
        db,
        batch.map((entry) => entry.item),
      );
      batch.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const entry of batch) await writeAlone(entry);
    }
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) void write(batch);
  }

  return {
    store(item) {
      return new Promise<RefreshChannelResult>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (waiting.length >= maxBatch) flush();
        else timer ??= setTimeout(flush, maxWaitMs);
      });
    },
  };
}
