/** Number parsing for the text counters found in the public data sets ("1.2M", "3.3k", "29.0b", "1,234", "N/A", "nan"). */

const MISSING = new Set(['', '-', 'n/a', "n/a'", 'na', 'nan', 'null', 'none', '#valor!', '#value!', '#n/a', 'nan%']);
const SUFFIX: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/** Parses a count such as `475.8m`, `1.2K`, `556B`, `1,234`, `2.28E+11` or `348.5`; returns null for missing markers. */
export function parseCount(value: string | null | undefined): number | null {
  if (value == null) return null;
  const text = value
    .trim()
    .replace(/^['"]+|['"]+$/g, '')
    .trim()
    .toLowerCase();
  if (MISSING.has(text)) return null;
  const match = /^(-?[\d,]*\.?\d+(?:e[+-]?\d+)?)\s*([kmb])?$/.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const digits = match[1]!;
  // A comma is a thousands separator in these files ("1,234"); a lone comma before 1-2 digits would be a decimal comma.
  const normalised = /^-?\d+,\d{1,2}$/.test(digits) ? digits.replace(',', '.') : digits.replace(/,/g, '');
  const number = Number(normalised);
  if (!Number.isFinite(number)) return null;
  const suffix = match[2];
  return suffix ? roundTo(number * SUFFIX[suffix]!, 6) : number;
}

/** Like parseCount, rounded to a whole number (for bigint counters). */
export function parseInteger(value: string | null | undefined): number | null {
  const number = parseCount(value);
  return number == null ? null : Math.round(number);
}

/** Parses `1.39%` (or `1.39`) into the fraction 0.0139; null when missing. */
export function parsePercent(value: string | null | undefined): number | null {
  if (value == null) return null;
  const text = value.trim().replace(/%$/, '');
  const number = parseCount(text);
  return number == null ? null : roundTo(number / 100, 8);
}

/** Parses TRUE/FALSE/true/false/1/0; null otherwise. */
export function parseBoolean(value: string | null | undefined): boolean | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'true' || text === '1' || text === 'yes') return true;
  if (text === 'false' || text === '0' || text === 'no') return false;
  return null;
}

/** Rounds to a number of significant decimal places to remove float noise (1.2 * 1e6 = 1200000.0000000002). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Positive finite number or null (0 counts as "unknown" for averages such as average views). */
export function positiveOrNull(value: number | null | undefined): number | null {
  return value != null && Number.isFinite(value) && value > 0 ? value : null;
}

/** a / b rounded to 6 decimals; null when either side is unknown or b is 0. */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b <= 0) return null;
  return roundTo(a / b, 6);
}
