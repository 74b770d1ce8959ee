/**
 * Detector quality: precision, recall and F1 per detector on labelled public data (no timings; deterministic).
 *   node --import tsx bench/quality/run.ts
 * Data: bench/fixtures/quality/ (each set with its SOURCE.md; the hand-labelled sample's rules in LABELLING.md).
 */
import { isMainModule } from '../lib/paths.ts';
import { printTable } from '../lib/table.ts';
import { runCouponGiveawayBench, type CouponGiveawayFigures } from './coupons-giveaways-bench.ts';
import { printFakeAccounts, runFakeAccountBench, type FakeAccountFigures } from './fake-accounts-bench.ts';
import type { Scores } from './metrics.ts';
import { runSponsoredBench, type SponsoredFigures, type ErrorKind } from './sponsored-bench.ts';

export interface QualityFigures {
  fakeAccounts: FakeAccountFigures;
  sponsored: SponsoredFigures;
  couponsGiveaways: CouponGiveawayFigures;
  /** The same detectors on rows labelled after their rules were last changed (a clean check of the sample's figures). */
  couponsGiveawaysHoldout: CouponGiveawayFigures;
}

export async function runQualityBench(): Promise<QualityFigures> {
  return {
    fakeAccounts: await runFakeAccountBench(),
    sponsored: await runSponsoredBench(),
    couponsGiveaways: await runCouponGiveawayBench(),
    couponsGiveawaysHoldout: await runCouponGiveawayBench('coupons-giveaways-holdout'),
  };
}

/** `youtube-trending-de/2020-08/DE_youtube_trending_data.csv` → `youtube 2020-08 DE`. */
const sourceLabel = (source: string) =>
  source.replace(/^youtube-trending-de\/([^/]+)\/([A-Z]+)_.*$/, 'youtube $1 $2').replace(/\/instagram_posts\.csv$/, '');

const row = (name: string, data: string, s: Scores, aim: string): (string | number)[] => [
  name, data, Number(s.precision.toFixed(3)), Number(s.recall.toFixed(3)), Number(s.f1.toFixed(3)), `${s.truePositives}/${s.falsePositives}/${s.falseNegatives}`, aim,
];

const printErrors = (title: string, kinds: readonly ErrorKind[]) => {
  console.log(`\n${title}`);
  for (const k of kinds) console.log(`  ${String(k.count).padStart(4)}  ${k.kind}\n        e.g. ${k.examples.map((e) => JSON.stringify(e)).join('\n             ')}`);
};

export function printQuality(q: QualityFigures): void {
  const { fakeAccounts: f, sponsored: s, couponsGiveaways: c, couponsGiveawaysHoldout: h } = q;
  printFakeAccounts(f);
  printTable('Detector quality (bench/quality)', ['detector', 'data', 'precision', 'recall', 'F1', 'tp/fp/fn', 'aim'], [
    row('sponsored post', `promo captions TEST split, ${s.testSize} (${s.testAccounts.length} unseen accounts)`, s.sponsored, 'F1 >= 0.85'),
    row('  same, train split', `5-fold CV by account, ${s.trainSize}`, s.trainCrossValidated, '(reference)'),
    row('  disclosures only', 'promo captions TEST split', s.disclosureOnly, '(before model)'),
    row('sponsored post', `hand-labelled disclosures, ${c.rows} rows (de/en/nl)`, c.sponsored, 'F1 >= 0.85'),
    row('  disclosures only', `hand-labelled disclosures, ${c.rows} rows`, c.disclosures, '-'),
    row('coupon codes', `hand-labelled, ${c.rows} rows`, c.coupons, 'P >= 0.95, R >= 0.85'),
    ...c.couponsBySource.map((b) => row(`  coupons ${sourceLabel(b.source)}`, '', b.scores, '')),
    row('giveaway', `hand-labelled, ${c.rows} rows`, c.giveaways, '-'),
    row('coupon codes', `hold-out, ${h.rows} rows (YouTube 2020-08 GB/US)`, h.coupons, 'P >= 0.95, R >= 0.85'),
    row('giveaway', `hold-out, ${h.rows} rows`, h.giveaways, '-'),
    row('  disclosures only', `hold-out, ${h.rows} rows`, h.disclosures, '-'),
  ]);
  console.log(`\nSponsored = disclosure marker or promotion probability >= ${s.threshold} (threshold from CV on the train split).`);
  console.log(`Promo-captions test accounts: ${s.testAccounts.join(', ')}.`);
  console.log('What was tried, and 30 test errors read by reason: bench/quality/SPONSORED-NOTES.md.');
  printErrors(`Sponsored (test split): false positives (${s.sponsored.falsePositives}) by kind`, s.falsePositives);
  printErrors(`Sponsored (test split): false negatives (${s.sponsored.falseNegatives}) by kind`, s.falseNegatives);
  console.log(`\nCoupon and giveaway errors (${c.errors.length}):`);
  for (const e of c.errors) console.log(`  ${e}`);
  console.log(`\nHold-out errors (${h.errors.length}; rows labelled before the detectors were run on them, LABELLING.md):`);
  for (const e of h.errors) console.log(`  ${e}`);
}

if (isMainModule(import.meta.url)) printQuality(await runQualityBench());
