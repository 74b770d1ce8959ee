/**
 * Account rows from files people bring (a follower sample exported from another tool, the analyze CLI's input): CSV
 * (RFC 4180) or JSON arrays keyed by column, mapped to the classifier's profile whatever the column names' spelling.
 */
import type { AccountProfile } from './features.ts';

export type InputRow = Record<string, unknown>;

/** Parses CSV text into rows keyed by the header row; a row shorter than the header leaves the rest undefined. */
export function parseCsv(text: string): InputRow[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      record.push(field);
      field = '';
      if (record.some((value) => value !== '')) records.push(record);
      record = [];
    } else field += char;
  }
  record.push(field);
  if (record.some((value) => value !== '')) records.push(record);
  const [header, ...body] = records;
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return body.map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]])));
}

/** A JSON array of objects (when the text starts with "[") or CSV with a header row. */
export function parseRowsText(text: string): InputRow[] {
  if (!/^\s*\[/.test(text)) return parseCsv(text);
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('expected a JSON array of objects.');
  return parsed.map((row, index) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) throw new Error(`item ${index + 1} is not an object.`);
    return row as InputRow;
  });
}

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

export const pickColumn = (row: InputRow, names: readonly string[]): unknown => {
  for (const name of names) if (row[name] !== undefined && row[name] !== null && row[name] !== '') return row[name];
  return undefined;
};

/** "12,345", "1.2k", "3M", 42 → a number; "", "NA" or anything else → null (treated as a missing column). */
function parseCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmb])?\s*$/i.exec(value.replace(/[,_\s](?=\d{3}\b)/g, ''));
  if (!match) return null;
  const scale = { k: 1e3, m: 1e6, b: 1e9 }[match[2]?.toLowerCase() as 'k' | 'm' | 'b'] ?? 1;
  return Math.round(Number(match[1]) * scale);
}

function parseFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'y', 't'].includes(text)) return true;
  if (['0', 'false', 'no', 'n', 'f'].includes(text)) return false;
  return null;
}

export const asText = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : String(value);

/** A row of the accounts file as the classifier's profile; missing columns stay undefined. */
export function profileOf(row: InputRow): AccountProfile {
  const profile: AccountProfile = {};
  const text = (field: 'username' | 'fullName' | 'bio' | 'externalUrl') => {
    const names = ACCOUNT_COLUMNS[field];
    // A present but empty column is information (no bio); an absent column is not.
    const present = names.find((n) => n in row);
    if (present !== undefined) profile[field] = asText(pickColumn(row, names)) ?? '';
  };
  text('username');
  text('fullName');
  text('bio');
  text('externalUrl');
  for (const field of ['followers', 'following', 'posts'] as const) profile[field] = parseCount(pickColumn(row, ACCOUNT_COLUMNS[field]));
  for (const field of ['hasProfilePic', 'isPrivate'] as const) profile[field] = parseFlag(pickColumn(row, ACCOUNT_COLUMNS[field]));
  return profile;
}
