/**
 * `npm run data:check`: reads every seed source, runs the data-quality stage, prints rows read and what was repaired,
 * flagged and dropped per source and rule, and checks the invariants. Fails (exit 1) when an invariant is violated or
 * when a rule's counts differ from the committed baseline (packages/db/seed-data/data-check-baseline.json): a rule
 * that stops firing or starts dropping more is a regression until someone looks and runs `npm run data:check -- --update`.
 * The outlier flags the intelligence job will raise are counted as `outlier:<reason>` rules of the same report; with
 * `-- --judgements` it also prints flags and bot-risk values per platform (docs/how-good-is-it.md).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  checkInvariants,
  checkJudgementInvariants,
  cleanSeedModel,
  formatQualityReport,
  judgeModel,
  recordOutlierFlags,
  summariseJudgements,
  type QualityReport,
} from '@creatorlens/core/data-quality';
import { DEFAULT_SEED_DATA_DIR, readSeedSources } from '@creatorlens/db/seed';

type Baseline = { rowsRead: Record<string, number>; rules: Record<string, { repaired: number; flagged: number; dropped: number }> };

const BASELINE = join(DEFAULT_SEED_DATA_DIR, 'data-check-baseline.json');

function toBaseline(report: QualityReport): Baseline {
  const rules: Baseline['rules'] = {};
  for (const r of report.rules()) rules[`${r.source} / ${r.rule}`] = { repaired: r.repaired, flagged: r.flagged, dropped: r.dropped };
  return { rowsRead: Object.fromEntries(report.rowsRead), rules };
}

/** Differences from the baseline, one line each. */
function compare(current: Baseline, baseline: Baseline): string[] {
  const differences: string[] = [];
  for (const [source, rows] of Object.entries(baseline.rowsRead)) {
    const now = current.rowsRead[source] ?? 0;
    if (now < rows) differences.push(`${source}: ${now} rows read, baseline ${rows}`);
  }
  const keys = new Set([...Object.keys(baseline.rules), ...Object.keys(current.rules)]);
  for (const key of [...keys].sort()) {
    const now = current.rules[key] ?? { repaired: 0, flagged: 0, dropped: 0 };
    const then = baseline.rules[key] ?? { repaired: 0, flagged: 0, dropped: 0 };
    if (now.repaired !== then.repaired || now.flagged !== then.flagged || now.dropped !== then.dropped) {
      differences.push(
        `${key}: repaired ${then.repaired} → ${now.repaired}, flagged ${then.flagged} → ${now.flagged}, dropped ${then.dropped} → ${now.dropped}`,
      );
    }
  }
  return differences;
}

async function main(): Promise<number> {
  const update = process.argv.includes('--update');
  const { model, rowsRead } = await readSeedSources();
  const report = cleanSeedModel(model, rowsRead);
  // Outlier flags and bot-risk judgements as the intelligence job will compute them (issue 38), counted per source.
  const judged = judgeModel(model);
  recordOutlierFlags(judged, report);
  const invariants = [...checkInvariants(model), ...checkJudgementInvariants(judged)];
  console.log(formatQualityReport(report, invariants));
  if (process.argv.includes('--judgements'))
    console.log(`\njudgements per platform: ${JSON.stringify(summariseJudgements(judged), null, 2)}`);
  const current = toBaseline(report);
  if (update) {
    await writeFile(BASELINE, `${JSON.stringify(current, null, 2)}\n`);
    console.log(`\nbaseline written: packages/db/seed-data/data-check-baseline.json`);
  }
  const baseline = JSON.parse(await readFile(BASELINE, 'utf8').catch(() => '{"rowsRead":{},"rules":{}}')) as Baseline;
  const differences = update ? [] : compare(current, baseline);
  const violated = invariants.filter((i) => i.violations > 0);
  for (const d of differences) console.log(`regression? ${d}`);
  for (const v of violated) console.log(`invariant violated: ${v.rule} (${v.description}): ${v.violations}`);
  const passed = differences.length === 0 && violated.length === 0;
  console.log(
    passed ? '\ndata:check passed' : '\ndata:check FAILED (if the change is intended, review it and run: npm run data:check -- --update)',
  );
  return passed ? 0 : 1;
}

process.exitCode = await main();
