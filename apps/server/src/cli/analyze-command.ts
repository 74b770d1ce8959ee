/**
 * `npm run analyze -- accounts FILE` and `npm run analyze -- posts FILE`: the product's detectors on other data.
 * Reads a CSV or JSON array, prints one JSON line per row. The same core functions the product runs (classifyAccount,
 * analyzePostText), so the figures measured here are the product's.
 */
import { analyzePostText, asText, classifyAccount, pickColumn, profileOf, type InputRow } from '@creatorlens/core';
import { readRows } from './read-rows.ts';

export const USAGE = 'usage: npm run analyze -- accounts FILE | posts FILE   (FILE: CSV with a header row, or a JSON array of objects)';

const TEXT_COLUMNS = ['text', 'caption', 'description', 'comment', 'body'];

export function analyzeAccountRow(row: InputRow): { username: string | null; type: string; fake_probability: number } {
  const profile = profileOf(row);
  const { type, fakeProbability } = classifyAccount(profile);
  return { username: profile.username || null, type, fake_probability: fakeProbability };
}

export function analyzePostRow(row: InputRow): { is_sponsored: boolean; is_giveaway: boolean; coupons: { code: string; discount: string | null }[]; brands: string[] } {
  const result = analyzePostText(asText(pickColumn(row, TEXT_COLUMNS)) ?? '');
  return {
    is_sponsored: result.isSponsored,
    is_giveaway: result.isGiveaway,
    coupons: result.coupons.map((c) => ({ code: c.code, discount: c.discount })),
    brands: result.brands,
  };
}

/** Runs the command; returns the exit code (0 ok, 2 usage or unreadable file). */
export async function runAnalyze(args: readonly string[], write: (line: string) => void, writeError: (line: string) => void): Promise<number> {
  const [mode, file, ...rest] = args;
  if ((mode !== 'accounts' && mode !== 'posts') || !file || rest.length > 0) {
    writeError(USAGE);
    return 2;
  }
  let rows: InputRow[];
  try {
    rows = await readRows(file);
  } catch (error) {
    writeError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  for (const row of rows) write(JSON.stringify(mode === 'accounts' ? analyzeAccountRow(row) : analyzePostRow(row)));
  return 0;
}
