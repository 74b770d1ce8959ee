/**
 * Slugs and the URL segments they may never take. One declaration for the seed, imports, the public site and the
 * server's routing, so an artist can never get a slug the app already answers (issue: an imported creator named
 * "pricing" or "brand" had an unreachable artist page because three copies of this list had drifted).
 */

/**
 * First path segments that belong to the app, the public site or the server. `/{segment}` is never an artist page,
 * and no artist is ever given one of these as a slug.
 */
export const RESERVED_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  // signed-in app
  'discovery',
  'campaign',
  'watchlist',
  'tag',
  'brand',
  'account',
  'workspace',
  'admin',
  'not-allowed',
  'jobs',
  'invitation',
  'connect',
  'guest',
  // public site
  'charts',
  'coupons',
  'features',
  'solutions',
  'pricing',
  'newsletter',
  'imprint',
  'privacy',
  'terms',
  'blog',
  'sign-in',
  'sign-up',
  'forgot-password',
  'reset-password',
  'verify-email',
  'public-artist',
  // server
  'api',
  'v1',
  'ws',
  'healthz',
  'readyz',
  'metrics',
  'assets',
  'screenshots',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
]);

/** True when `slug` is one of the app's own route segments. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_ROUTE_SEGMENTS.has(slug);
}

/** Letters that Unicode decomposition does not turn into ASCII. German umlauts are written the German way. */
const SPECIAL_LETTERS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
  ŧ: 't',
};

/**
 * Lower-case ASCII transliteration: German umlauts become ae/oe/ue (a German reader writes "Müller" as "mueller"),
 * other diacritics are stripped, other scripts are dropped.
 */
export function toAscii(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßæœøđðłþıħŀŧ]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/**
 * `Cristiano Ronaldo` → `cristiano-ronaldo`; `Jörg & Söhne` → `joerg-and-soehne`; `Kylie 🤍` → `kylie`.
 * Cut at a hyphen below `maxLength`; returns '' when nothing ASCII is left.
 */
export function slugify(value: string, maxLength = 60): string {
  const slug = toAscii(value.replace(/&/g, ' and '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  return slug.slice(0, maxLength).replace(/-+[^-]*$/, '') || slug.slice(0, maxLength);
}
