/**
 * Detector quality: precision, recall and F1 per detector on labelled public data (no timings; deterministic).
 *   node --import tsx bench/quality/run.ts              tuning parts and seen sets of the text detectors
 *   node --import tsx bench/quality/run.ts --sealed     the text detectors' sealed parts and hold-out (once, at the end)
 * Data: bench/fixtures/quality/ (each set with its SOURCE.md and LABELLING.md). The text detectors' protocol (every
 * source held out, through `npm run analyze`, per platform and language, intervals, baseline): heldout-bench.ts.
 */
import { isMainModule } from '../lib/paths.ts';
import { printTable } from '../lib/table.ts';
import { runCouponGiveawayBench, type CouponGiveawayFigures } from './coupons-giveaways-bench.ts';
import { printFakeAccounts, runFakeAccountBench, type FakeAccountFigures } from './fake-accounts-bench.ts';
import type { Scores } from './metrics.ts';
import { printAims, printHeldout, runHeldoutBench, type Scored } from './heldout-bench.ts';
import { runSponsoredBench, type SponsoredFigures, type ErrorKind } from './sponsored-bench.ts';

export interface QualityFigures {
  fakeAccounts: FakeAccountFigures;
  sponsored: SponsoredFigures;
  couponsGiveaways: CouponGiveawayFigures;
  /** Sponsored (strict), coupons and sponsor brands by the held-out protocol (heldout-bench.ts). */
  text: Scored[];
  sealed: boolean;
}

export async function runQualityBench(sealed = false): Promise<QualityFigures> {
  return {
    fakeAccounts: await runFakeAccountBench(),
    sponsored: await runSponsoredBench(),
    couponsGiveaways: await runCouponGiveawayBench(),
    text: (await runHeldoutBench(sealed ? ['sealed', 'held-out', 'test-split'] : ['tuning', 'seen', 'test-split'])).scored,
    sealed,
  };
}

const row = (name: string, data: string, s: Scores, aim: string): (string | number)[] => [
  name,
  data,
  Number(s.precision.toFixed(3)),
  Number(s.recall.toFixed(3)),
  Number(s.f1.toFixed(3)),
  `${s.truePositives}/${s.falsePositives}/${s.falseNegatives}`,
  aim,
];

const printErrors = (title: string, kinds: readonly ErrorKind[]) => {
  console.log(`\n${title}`);
  for (const k of kinds)
    console.log(
      `  ${String(k.count).padStart(4)}  ${k.kind}\n        e.g. ${k.examples.map((e) => JSON.stringify(e)).join('\n             ')}`,
    );
};

export function printQuality(q: QualityFigures): void {
  const { fakeAccounts: f, sponsored: s, couponsGiveaways: c } = q;
  printFakeAccounts(f);
  printHeldout(q.text, !q.sealed);
  printAims(
    q.text.filter((t) => (q.sealed ? ['sealed', 'held-out'] : ['tuning']).includes(t.row.status)),
    q.sealed ? 'sealed parts and hold-out' : 'tuning parts: NOT a claim, these rows were read',
  );
  printTable(
    'Promotional model and giveaways (bench/quality)',
    ['detector', 'data', 'precision', 'recall', 'F1', 'tp/fp/fn', 'aim'],
    [
      row(
        'promotional (model)',
        `promo captions TEST split, ${s.testSize} (${s.testAccounts.length} unseen accounts)`,
        s.sponsored,
        '(not the Sponsored badge)',
      ),
      row('  same, train split', `5-fold CV by account, ${s.trainSize}`, s.trainCrossValidated, '(reference)'),
      row('  disclosures only', 'promo captions TEST split', s.disclosureOnly, '(before model)'),
      row('giveaway', `older hand-labelled sample, ${c.rows} rows (seen)`, c.giveaways, '-'),
    ],
  );
  console.log(
    `\nPromotional = disclosure marker or promotion probability >= ${s.threshold} on captions (threshold from CV on the train split);`,
  );
  console.log('it is a separate signal: the Sponsored badge and the sponsored filters read the strict signal above.');
  console.log(`Promo-captions test accounts: ${s.testAccounts.join(', ')}.`);
  console.log('What was tried, and 30 test errors read by reason: bench/quality/SPONSORED-NOTES.md.');
  printErrors(`Promotional (test split): false positives (${s.sponsored.falsePositives}) by kind`, s.falsePositives);
  printErrors(`Promotional (test split): false negatives (${s.sponsored.falseNegatives}) by kind`, s.falseNegatives);
}

if (isMainModule(import.meta.url)) printQuality(await runQualityBench(process.argv.includes('--sealed')));
