/**
 * Coupon extraction and giveaway detection on the hand-labelled sample (bench/fixtures/quality/coupons-giveaways.json,
 * rules in LABELLING.md) or on the hold-out labelled after the rules were last changed (coupons-giveaways-holdout.json).
 * Coupons are scored per code (case-insensitive, per row); giveaways and sponsorship per row.
 */
import { readFile } from 'node:fs/promises';
import { analyzePostText } from '../../packages/core/src/intelligence/text/analyze-post-text.ts';
import { fromCounts, scores, type Scores } from './metrics.ts';

interface LabelledRow {
  id: string;
  source: string;
  /** The posting channel's name: the product passes it too (lowercase codes that spell it count). */
  channel: string;
  text: string;
  coupons: string[];
  isGiveaway: boolean;
  isSponsored: boolean;
}

export interface CouponGiveawayFigures {
  rows: number;
  coupons: Scores;
  /** Per source (youtube-trending-de/2020-08 DE, 2024-04-22 US/GB, 2020-08 US, instagram-posts-nl-2025). */
  couponsBySource: { source: string; scores: Scores }[];
  giveaways: Scores;
  /** isSponsored (disclosure or promotional model) against the sample's disclosure label. */
  sponsored: Scores;
  /** Disclosure markers alone against the same label (the concept the label describes). */
  disclosures: Scores;
  errors: string[];
}

export type LabelledSample = 'coupons-giveaways' | 'coupons-giveaways-holdout';

export async function runCouponGiveawayBench(sample: LabelledSample = 'coupons-giveaways'): Promise<CouponGiveawayFigures> {
  const rows = JSON.parse(await readFile(new URL(`../fixtures/quality/${sample}.json`, import.meta.url), 'utf8')) as LabelledRow[];
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const errors: string[] = [];
  const giveawayPredictions: { actual: boolean; predicted: boolean }[] = [];
  const sponsoredPredictions: { actual: boolean; predicted: boolean }[] = [];
  const disclosurePredictions: { actual: boolean; predicted: boolean }[] = [];
  for (const row of rows) {
    // The platform decides whether the promotional model counts (captions) or only disclosures (YouTube descriptions).
    const platform = row.source.startsWith('youtube') ? 'youtube' : 'instagram';
    const analysis = analyzePostText(row.text, undefined, { channelName: row.channel, platform });
    const expected = new Set(row.coupons.map((c) => c.toLowerCase()));
    const found = new Set(analysis.coupons.map((c) => c.code.toLowerCase()));
    const tally = counts.get(row.source) ?? { tp: 0, fp: 0, fn: 0 };
    for (const code of found) {
      if (expected.has(code)) tally.tp += 1;
      else {
        tally.fp += 1;
        errors.push(`coupon false positive ${code} in ${row.id}`);
      }
    }
    for (const code of expected) {
      if (!found.has(code)) {
        tally.fn += 1;
        errors.push(`coupon missed ${code} in ${row.id}`);
      }
    }
    counts.set(row.source, tally);
    giveawayPredictions.push({ actual: row.isGiveaway, predicted: analysis.isGiveaway });
    sponsoredPredictions.push({ actual: row.isSponsored, predicted: analysis.isSponsored });
    const disclosed = analysis.disclosureMarkers.length > 0;
    disclosurePredictions.push({ actual: row.isSponsored, predicted: disclosed });
    if (row.isSponsored !== disclosed) {
      errors.push(`disclosure ${row.isSponsored ? 'missed' : `false positive (${analysis.disclosureMarkers.join(', ')})`} in ${row.id}`);
    } else if (!row.isSponsored && analysis.isSponsored) {
      errors.push(`sponsored false positive (promotion probability ${analysis.promotionProbability}, no disclosure) in ${row.id}`);
    }
    if (row.isGiveaway !== analysis.isGiveaway) {
      errors.push(`giveaway ${row.isGiveaway ? 'missed' : `false positive (${analysis.giveawayMarkers.join(', ')})`} in ${row.id}`);
    }
  }
  const total = [...counts.values()].reduce((a, b) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn }), { tp: 0, fp: 0, fn: 0 });
  return {
    rows: rows.length,
    coupons: fromCounts(total.tp, total.fp, total.fn),
    couponsBySource: [...counts.entries()].map(([source, c]) => ({ source, scores: fromCounts(c.tp, c.fp, c.fn) })),
    giveaways: scores(giveawayPredictions),
    sponsored: scores(sponsoredPredictions),
    disclosures: scores(disclosurePredictions),
    errors,
  };
}
