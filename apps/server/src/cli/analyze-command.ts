/**
 * `npm run analyze -- accounts FILE` and `npm run analyze -- posts FILE`: the product's detectors on other data.
 * Reads a CSV or JSON array, prints one JSON line per row. The same core functions the product runs (classifyAccount,
 * analyzePostText), so the figures measured here are the product's.
 */
import { analyzePostText, classifyAccount, type AccountProfile } from '@creatorlens/core';
import { readRows, type InputRow } from './read-rows.ts';

export const USAGE = 'usage: npm run analyze -- accounts FILE | posts FILE   (FILE: CSV with a header row, or a JSON array of objects)';

/** Column names accepted for each field (first present wins); the documented name comes first. */
const ACCOUNT_COLUMNS: Record<keyof AccountProfile, readonly string[]> = {
  username: ['username', 'user_name', 'handle', 'Username'],
  fullName: ['full_name', 'fullname', 'name', 'fullName'],
  bio: ['bio', 'biography', 'description'],
  followers: ['followers', 'followers_count', 'follower_count', 'Number.of.followers'],
  following: ['following', 'follows', 'following_count', 'follows_count', 'Number.of.people.they.follow'],
  posts: ['posts', 'posts_count', 'media_count', 'Number.of.posts'],
  hasProfilePic: ['has_profile_pic', 'profile_pic', 'has_profile_picture', 'hasProfilePic'],
  isPrivate: ['is_private', 'private', 'Private.account', 'isPrivate'],
  externalUrl: ['external_url', 'externalUrl', 'url', 'website'],
};
const TEXT_COLUMNS = ['text', 'caption', 'description', 'comment', 'body'];

const pick = (row: InputRow, names: readonly string[]): unknown => {
  for (const name of names) if (row[name] !== undefined && row[name] !== null && row[name] !== '') return row[name];
  return undefined;
};

/** "12,345", "1.2k", "3M", 42 → a number; "", "NA" or anything else → null (treated as a missing column). */
export function parseCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmb])?\s*$/i.exec(value.replace(/[,_\s](?=\d{3}\b)/g, ''));
  if (!match) return null;
  const scale = { k: 1e3, m: 1e6, b: 1e9 }[match[2]?.toLowerCase() as 'k' | 'm' | 'b'] ?? 1;
  return Math.round(Number(match[1]) * scale);
}

export function parseFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'y', 't'].includes(text)) return true;
  if (['0', 'false', 'no', 'n', 'f'].includes(text)) return false;
  return null;
}

const asText = (value: unknown): string | null | undefined => (value === undefined ? undefined : value === null ? null : String(value));

/** A row of the accounts file as the classifier's profile; missing columns stay undefined. */
export function profileOf(row: InputRow): AccountProfile {
  const profile: AccountProfile = {};
  const text = (field: 'username' | 'fullName' | 'bio' | 'externalUrl') => {
    const names = ACCOUNT_COLUMNS[field];
    // A present but empty column is information (no bio); an absent column is not.
    const present = names.find((n) => n in row);
    if (present !== undefined) profile[field] = asText(pick(row, names)) ?? '';
  };
  text('username');
  text('fullName');
  text('bio');
  text('externalUrl');
  for (const field of ['followers', 'following', 'posts'] as const) profile[field] = parseCount(pick(row, ACCOUNT_COLUMNS[field]));
  for (const field of ['hasProfilePic', 'isPrivate'] as const) profile[field] = parseFlag(pick(row, ACCOUNT_COLUMNS[field]));
  return profile;
}

export function analyzeAccountRow(row: InputRow): { username: string | null; type: string; fake_probability: number } {
  const profile = profileOf(row);
  const { type, fakeProbability } = classifyAccount(profile);
  return { username: profile.username || null, type, fake_probability: fakeProbability };
}

export function analyzePostRow(row: InputRow): { is_sponsored: boolean; is_giveaway: boolean; coupons: { code: string; discount: string | null }[]; brands: string[] } {
  const result = analyzePostText(asText(pick(row, TEXT_COLUMNS)) ?? '');
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
