/**
 * instagram-promo-captions with a train/test split BY ACCOUNT (no account's posts on both sides), so the figures
 * say how the model does on accounts it never saw, not how well it remembers an account's style.
 * The split is fixed (seed SPLIT_SEED) and documented in the set's SOURCE.md: accounts sorted by their share of
 * promotional posts are cut into consecutive groups of three, and a seeded draw sends one of each group to test
 * (stratified, so both sides hold brand accounts, politicians and private-life accounts alike).
 */
import { readFile } from 'node:fs/promises';
import { parseCsv } from '@creatorlens/core/intelligence';
import { analyzePostText } from '../../packages/core/src/intelligence/text/analyze-post-text.ts';
import { deniesSponsorship } from '../../packages/core/src/intelligence/text/disclosure.ts';
import { promoFeatureVector, type SparseVector } from '../../packages/core/src/intelligence/text/promo-features.ts';

export const SPLIT_SEED = 20190618;

export interface PromoCaption {
  account: string;
  text: string;
  isPromo: boolean;
  /** The disclosure rules fired (a sponsored post whatever the model says). */
  disclosed: boolean;
  /** The text says it is not sponsored (the model may not overrule that). */
  denied: boolean;
  vector: SparseVector;
}

/** mulberry32: a tiny seeded generator, so the split never depends on Math.random. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function readPromoCaptions(): Promise<PromoCaption[]> {
  const rows = parseCsv(await readFile(new URL('../fixtures/quality/instagram-promo-captions/posts.csv', import.meta.url), 'utf8'));
  return rows.map((row) => {
    const text = String(row.comment ?? '');
    const analysis = analyzePostText(text);
    return {
      account: String(row.user),
      text,
      isPromo: row.promo === '1',
      disclosed: analysis.disclosureMarkers.length > 0,
      denied: deniesSponsorship(text),
      vector: promoFeatureVector(text, analysis),
    };
  });
}

/** The test accounts: one of every three accounts in order of promotional share (seeded draw). */
export function testAccounts(captions: readonly PromoCaption[]): Set<string> {
  const byAccount = new Map<string, { total: number; promo: number }>();
  for (const c of captions) {
    const entry = byAccount.get(c.account) ?? { total: 0, promo: 0 };
    entry.total += 1;
    if (c.isPromo) entry.promo += 1;
    byAccount.set(c.account, entry);
  }
  const ordered = [...byAccount]
    .sort(([a, x], [b, y]) => x.promo / x.total - y.promo / y.total || a.localeCompare(b))
    .map(([name]) => name);
  const random = seededRandom(SPLIT_SEED);
  const test = new Set<string>();
  // A last group shorter than three stays in train.
  for (let start = 0; start + 3 <= ordered.length; start += 3) test.add(ordered[start + Math.floor(random() * 3)]!);
  return test;
}

export async function readPromoSplit(): Promise<{ train: PromoCaption[]; test: PromoCaption[]; testAccounts: string[] }> {
  const captions = await readPromoCaptions();
  const test = testAccounts(captions);
  return {
    train: captions.filter((c) => !test.has(c.account)),
    test: captions.filter((c) => test.has(c.account)),
    testAccounts: [...test].sort(),
  };
}
