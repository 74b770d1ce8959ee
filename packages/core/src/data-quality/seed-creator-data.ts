/** The first-start creator seed: read the committed public data, run the data-quality stage over it, write it. */
import type { Database } from '@creatorlens/db';
import { hasCreatorData, readSeedSources, writeSeedModel, type SeedProgress, type SeedResult } from '@creatorlens/db/seed';
import { findOffers } from '../intelligence/index.ts';
import { cleanSeedModel } from './clean-seed-model.ts';
import type { QualityReport } from './quality-report.ts';

export interface SeedCreatorDataResult extends SeedResult {
  /** What the data-quality stage repaired, flagged and dropped; null when the seed did nothing (data already there). */
  quality: QualityReport | null;
}

/** Imports the real public creator data through the data-quality stage; does nothing (zero counts) when channels exist. */
export async function seedCreatorData(
  { db }: { db: Database },
  options: { onProgress?: (p: SeedProgress) => void; seedDataDir?: string; sources?: readonly string[] } = {},
): Promise<SeedCreatorDataResult> {
  const started = performance.now();
  if (await hasCreatorData(db)) {
    return {
      artists: 0,
      channels: 0,
      posts: 0,
      snapshots: 0,
      brands: 0,
      coupons: 0,
      rows: 0,
      milliseconds: Math.round(performance.now() - started),
      quality: null,
    };
  }
  const { model, rowsRead } = await readSeedSources({
    seedDataDir: options.seedDataDir,
    onProgress: options.onProgress,
    sources: options.sources,
  });
  const quality = cleanSeedModel(model, rowsRead);
  options.onProgress?.({ step: 'data-quality', rows: quality.totals().read, totalRows: quality.totals().read });
  const result = await writeSeedModel(db, model, { findOffers, onProgress: options.onProgress, started });
  return { ...result, quality };
}
