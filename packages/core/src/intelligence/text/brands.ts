/**
 * Brand mentions (pure, no I/O): names from a dictionary built from the brand rows, plus @handles.
 * A handle that spells a known brand (@airupnl → "Air Up", @prozis_de → "Prozis") is reported as that brand.
 */
import { KNOWN_BRANDS } from './brand-dictionary.ts';

export interface BrandDictionaryEntry {
  name: string;
  /** Extra spellings and handles without "@". */
  aliases?: readonly string[];
}

export interface BrandDictionary {
  entries: readonly { name: string; key: string; regex: RegExp }[];
}

/** Names that are ordinary words or too short must match with the dictionary's capitalisation. */
const COMMON_WORD_NAMES = new Set(KNOWN_BRANDS.filter((b) => b.caseSensitive).map((b) => b.name.toLowerCase()));

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lowercase letters and digits only: the form names, handles and domains are compared in. */
export const brandKey = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Builds the matcher once per batch (brand rows change rarely; a regex per brand keeps matches exact). */
export function createBrandDictionary(brands: readonly BrandDictionaryEntry[]): BrandDictionary {
  const entries = [];
  const seen = new Set<string>();
  for (const brand of brands) {
    const key = brandKey(brand.name);
    if (key.length < 2 || seen.has(key)) continue;
    seen.add(key);
    const spellings = [brand.name, ...(brand.aliases ?? [])].filter((s) => s.trim().length >= 2).map(escape);
    const exactCase = brand.name.length <= 3 || COMMON_WORD_NAMES.has(brand.name.toLowerCase());
    // Not inside a word, a URL path or a handle (handles are matched separately).
    const regex = new RegExp(`(?<![\\p{L}\\p{N}@#/._-])(?:${spellings.join('|')})(?![\\p{L}\\p{N}])`, exactCase ? 'gu' : 'giu');
    entries.push({ name: brand.name, key, regex });
  }
  return { entries };
}

/** The dictionary of the sponsors that recur in creator descriptions (used when no brand rows are at hand). */
export const DEFAULT_BRAND_DICTIONARY: BrandDictionary = createBrandDictionary(KNOWN_BRANDS);

/** The brand a handle names: exact key, or the key followed by a country/shop suffix (@prozis_de, @airupnl). */
function brandOfHandle(handle: string, dictionary: BrandDictionary): string | null {
  const key = brandKey(handle);
  for (const entry of dictionary.entries) {
    if (entry.key === key) return entry.name;
    if (
      entry.key.length >= 4 &&
      key.startsWith(entry.key) &&
      /^(?:nl|de|at|ch|uk|us|official|offiziell|shop|store|germany|deutschland|global|hq|app|eu|int)?$/.test(key.slice(entry.key.length))
    ) {
      return entry.name;
    }
  }
  return null;
}

/** Brand names (dictionary spelling) and unknown @handles ("@name"), each once, in text order. */
export function findBrandMentions(text: string, dictionary: BrandDictionary = DEFAULT_BRAND_DICTIONARY): string[] {
  const found: { index: number; name: string }[] = [];
  for (const entry of dictionary.entries) {
    entry.regex.lastIndex = 0;
    const match = entry.regex.exec(text);
    if (match) found.push({ index: match.index, name: entry.name });
  }
  // Handles: 2-30 characters, not an e-mail address (no word character right before "@"). Each handle is compared
  // with the dictionary once, however often the text repeats it.
  const names = new Map<string, string>();
  for (const match of text.matchAll(/(?<![\w.])@([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)/g)) {
    const handle = match[1]!;
    if (!names.has(handle)) names.set(handle, brandOfHandle(handle, dictionary) ?? `@${handle}`);
    found.push({ index: match.index, name: names.get(handle)! });
  }
  found.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  return found.filter(({ name }) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase())).map((f) => f.name);
}

/** The dictionary spelling of a brand name found elsewhere (a coupon's brand), or the name itself. */
export function canonicalBrand(name: string, dictionary: BrandDictionary): string {
  const key = brandKey(name);
  return dictionary.entries.find((e) => e.key === key)?.name ?? name;
}
