/** Excel's longest sheet name, in UTF-16 units as Excel counts them. */
export const SHEET_NAME_MAX_LENGTH = 31;

/** The name a sheet gets when nothing of the list's or campaign's name is left. */
const FALLBACK_SHEET_NAME = 'Export';

// The characters Excel refuses in a sheet name, and control characters (not allowed in the workbook's XML either).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[[\]:*?/\\\u0000-\u001f\u007f-\u009f]/g;
/** Excel keeps this name for its own change-history sheet. */
const RESERVED_NAME = 'history';

/** Cuts at `length` UTF-16 units without splitting a surrogate pair (an emoji would become an invalid character). */
function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const isCutInPair = /[\uD800-\uDBFF]/.test(text[length - 1] ?? '');
  return text.slice(0, isCutInPair ? length - 1 : length);
}

/** No blanks and no apostrophes at either end: Excel refuses a name that starts or ends with one. */
const trimEnds = (text: string): string => text.replace(/^[\s']+|[\s']+$/g, '');

/**
 * Sheet names Excel accepts for the given names (campaign, watchlist or tag names are user input): without
 * `[]:*?/\` and control characters, at most 31 characters, not blank, not starting or ending with an apostrophe, not
 * "History", and unique within the workbook regardless of case (a repeated name gets " (2)", " (3)", ...).
 */
export function toSheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const cleaned = trimEnds(truncate(trimEnds(name.replace(FORBIDDEN_CHARACTERS, ' ').replace(/\s+/g, ' ')), SHEET_NAME_MAX_LENGTH));
    const base = cleaned && cleaned.toLowerCase() !== RESERVED_NAME ? cleaned : FALLBACK_SHEET_NAME;
    let candidate = base;
    for (let counter = 2; taken.has(candidate.toLowerCase()); counter++) {
      const suffix = ` (${counter})`;
      candidate = `${trimEnds(truncate(base, SHEET_NAME_MAX_LENGTH - suffix.length))}${suffix}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The sheet name Excel accepts for one name (see toSheetNames). */
export const toSheetName = (name: string): string => toSheetNames([name])[0]!;
