import type { BrandBranch } from '@creatorlens/contracts';

/** Sponsors that recur in creator descriptions, with an industry branch; plus a keyword guess for all other brands. */

interface KnownBrand {
  name: string;
  branch: BrandBranch;
  /** Extra spellings (matched case-insensitively as whole words). */
  aliases?: readonly string[];
  /** The name is an ordinary word ("Factor", "Honey"): match only with this exact capitalisation. */
  caseSensitive?: boolean;
}

export const KNOWN_BRANDS: readonly KnownBrand[] = [
  { name: 'NordVPN', branch: 'tech' },
  { name: 'Surfshark', branch: 'tech' },
  { name: 'ExpressVPN', branch: 'tech' },
  { name: 'Incogni', branch: 'tech' },
  { name: 'Squarespace', branch: 'tech' },
  { name: 'Raycon', branch: 'tech' },
  { name: 'SteelSeries', branch: 'tech' },
  { name: 'Opera', branch: 'tech', caseSensitive: true },
  { name: 'Lizengo', branch: 'tech' },
  { name: 'Scuf', branch: 'gaming', aliases: ['Scuf Gaming'] },
  { name: 'World of Tanks', branch: 'gaming' },
  { name: 'Raid: Shadow Legends', branch: 'gaming', aliases: ['Raid Shadow Legends'] },
  { name: 'Honkai: Star Rail', branch: 'gaming', aliases: ['Honkai Star Rail'] },
  { name: 'Fishing Clash', branch: 'gaming' },
  { name: 'HelloFresh', branch: 'food', aliases: ['Hello Fresh'] },
  { name: 'Factor', branch: 'food', caseSensitive: true },
  { name: 'Postmates', branch: 'food' },
  { name: 'YFood', branch: 'food' },
  { name: 'GamerSupps', branch: 'food', aliases: ['GSUPPS', 'Gamer Supps'] },
  { name: 'G Fuel', branch: 'food', aliases: ['GFuel', 'GFUEL'] },
  { name: 'Myprotein', branch: 'fitness', aliases: ['My Protein'] },
  { name: 'ESN', branch: 'fitness', caseSensitive: true },
  { name: 'Prozis', branch: 'fitness' },
  { name: 'Fitmart', branch: 'fitness' },
  { name: 'Gymshark', branch: 'fashion' },
  { name: 'Smilodox', branch: 'fashion' },
  { name: 'Shein', branch: 'fashion' },
  { name: 'BH Cosmetics', branch: 'beauty', aliases: ['bhcosmetics'] },
  { name: 'Morphe', branch: 'beauty', aliases: ['morphebrushes'] },
  { name: 'Function of Beauty', branch: 'beauty' },
  { name: 'Manscaped', branch: 'beauty' },
  { name: 'Airalo', branch: 'travel' },
  { name: 'Displate', branch: 'home' },
  { name: 'Made In', branch: 'home', caseSensitive: true },
  { name: 'BetterHelp', branch: 'health' },
  { name: 'Brilliant', branch: 'education', caseSensitive: true },
  { name: 'Skillshare', branch: 'education' },
  { name: 'Audible', branch: 'media' },
  { name: 'Nebula', branch: 'media', caseSensitive: true },
  { name: 'Ground News', branch: 'media' },
  { name: 'The Athletic', branch: 'media' },
  { name: 'Honey', branch: 'shopping', caseSensitive: true },
  { name: 'PrizePicks', branch: 'gambling' },
];

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS = KNOWN_BRANDS.map((brand) => {
  const names = [brand.name, ...(brand.aliases ?? [])].map(escape).join('|');
  return { brand, regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:${names})(?![\\p{L}\\p{N}])`, brand.caseSensitive ? 'gu' : 'giu') };
});

/** Every known brand mentioned in a text, with the character offset of each mention. */
export function findKnownBrands(text: string): { brand: KnownBrand; index: number }[] {
  const found: { brand: KnownBrand; index: number }[] = [];
  for (const { brand, regex } of MATCHERS) {
    regex.lastIndex = 0;
    for (const match of text.matchAll(regex)) found.push({ brand, index: match.index });
  }
  return found;
}

/** The known brand with this name or alias. */
export function knownBrand(name: string): KnownBrand | undefined {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return KNOWN_BRANDS.find((b) => [b.name, ...(b.aliases ?? [])].some((n) => n.toLowerCase().replace(/[^a-z0-9]/g, '') === key));
}

const BRANCH_KEYWORDS: [RegExp, BrandBranch][] = [
  [/vpn|software|cloud|tech|headphone|audio|mobile|esim|browser/, 'tech'],
  [/gaming|games?\b|tanks|clash|legends|esports/, 'gaming'],
  [/protein|nutrition|supplement|supps|fitness|\bgym|sport/, 'fitness'],
  [/cosmetic|beauty|skin|hair|makeup|lash/, 'beauty'],
  [/fashion|clothing|apparel|wear|shirt|shoe|locker/, 'fashion'],
  [/food|fresh|kitchen|coffee|drink|meal|snack/, 'food'],
  [/travel|hotel|flight|angelreisen|reise/, 'travel'],
  [/\bbet|casino|picks/, 'gambling'],
];

/** Industry branch for a brand: the dictionary first, then keywords in its name or domain; null when unsure. */
export function guessBranch(name: string, domain?: string | null): BrandBranch | null {
  const known = knownBrand(name);
  if (known) return known.branch;
  const text = `${name} ${domain ?? ''}`.toLowerCase();
  for (const [regex, branch] of BRANCH_KEYWORDS) if (regex.test(text)) return branch;
  return null;
}

/** A stable #rrggbb colour from the brand name (FNV-1a hash → hue; fixed saturation/lightness that read on white). */
export function brandColor(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const hue = hash % 360;
  const saturation = 0.55 + ((hash >>> 9) % 16) / 100;
  const lightness = 0.4 + ((hash >>> 17) % 11) / 100;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
