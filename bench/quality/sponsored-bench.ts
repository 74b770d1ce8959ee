/**
 * Sponsored-post detection on instagram-promo-captions (1,065 English captions labelled promotional or not).
 * The labels mean "promotional / call to action" (a politician's "vote" counts), which is broader than a paid
 * partnership, so the errors are reported by kind: a figure alone would hide whether the detector or the label is off.
 */
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../apps/server/src/cli/read-rows.ts';
import { analyzePostText } from '../../packages/core/src/intelligence/text/analyze-post-text.ts';
import { scores, type Scores } from './metrics.ts';

export interface ErrorKind {
  kind: string;
  count: number;
  examples: string[];
}

export interface SponsoredFigures {
  size: number;
  /** isSponsored (disclosure markers) against the promo label. */
  sponsored: Scores;
  /** The wider reading: disclosure, coupon code or commercial link (what a brand-safety reviewer would look at). */
  commercial: Scores;
  falsePositives: ErrorKind[];
  falseNegatives: ErrorKind[];
}

const CALL_TO_ACTION = /\b(?:link in (?:my |the )?bio|shop|buy|order|pre-?order|get yours|available|out now|tickets?|sign up|register|download|subscribe|tune in|watch|listen|stream|vote|check (?:it )?out|head to|visit|swipe up|join|book|use my|save \d|sale)\b/i;

function falseNegativeKind(text: string): string {
  if (CALL_TO_ACTION.test(text)) return 'call to action without a disclosure (label counts self-promotion)';
  if (/@[\w.]{2,}/.test(text)) return 'brand or person tagged, no disclosure, no call to action';
  if (/#\w+/.test(text)) return 'campaign hashtags only';
  return 'no textual cue (promotion is in the image or the account)';
}

function group(items: { kind: string; text: string }[]): ErrorKind[] {
  const byKind = new Map<string, ErrorKind>();
  for (const { kind, text } of items) {
    const entry = byKind.get(kind) ?? { kind, count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < 2) entry.examples.push(text.replace(/\s+/g, ' ').slice(0, 90));
    byKind.set(kind, entry);
  }
  return [...byKind.values()].sort((a, b) => b.count - a.count);
}

export async function runSponsoredBench(): Promise<SponsoredFigures> {
  const rows = parseCsv(await readFile(new URL('../fixtures/quality/instagram-promo-captions/posts.csv', import.meta.url), 'utf8'));
  const results = rows.map((row) => {
    const text = String(row.comment ?? '');
    const analysis = analyzePostText(text);
    const commercial = analysis.isSponsored || analysis.coupons.length > 0 || analysis.links.some((l) => l.kind !== 'shortener');
    return { text, actual: row.promo === '1', analysis, commercial };
  });
  const falsePositives = results
    .filter((r) => !r.actual && r.analysis.isSponsored)
    .map((r) => ({ kind: `disclosure "${r.analysis.disclosureMarkers[0]}" present, labelled not promotional (label noise)`, text: r.text }));
  const falseNegatives = results.filter((r) => r.actual && !r.analysis.isSponsored).map((r) => ({ kind: falseNegativeKind(r.text), text: r.text }));
  return {
    size: rows.length,
    sponsored: scores(results.map((r) => ({ actual: r.actual, predicted: r.analysis.isSponsored }))),
    commercial: scores(results.map((r) => ({ actual: r.actual, predicted: r.commercial }))),
    falsePositives: group(falsePositives),
    falseNegatives: group(falseNegatives),
  };
}
