/**
 * The data-quality stage over a read seed model. Identity first (later rules must see one record per channel), then
 * figures; zero readings go before the series rules so a failed reading does not look like a crash.
 */
import type { SeedModel } from '@creatorlens/db/seed';
import { checkEngagement, dropDipRecoveries, dropZeroReadings, repairBatchArtefacts } from './figure-rules.ts';
import { cleanTexts, enforceHandles, recoverLostNames, repairSwappedColumns } from './identity-rules.ts';
import { QualityReport } from './quality-report.ts';

/** Cleans the model in place and returns what was repaired, flagged and dropped per source and rule. */
export function cleanSeedModel(model: SeedModel, rowsRead?: ReadonlyMap<string, number>): QualityReport {
  const report = new QualityReport(rowsRead);
  cleanTexts(model, report);
  repairSwappedColumns(model, report);
  recoverLostNames(model, report);
  enforceHandles(model, report);
  dropZeroReadings(model, report);
  repairBatchArtefacts(model, report);
  dropDipRecoveries(model, report);
  checkEngagement(model, report);
  return report;
}
