/** Slugs: lowercase ASCII, hyphenated, unique, never one of the app's route names. */

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'discovery', 'campaign', 'watchlist', 'tag', 'charts', 'coupons', 'account', 'workspace', 'admin', 'features',
  'solutions', 'pricing', 'newsletter', 'jobs', 'imprint', 'privacy', 'terms', 'blog', 'sign-in', 'sign-up', 'api',
  'v1', 'ws', 'healthz', 'assets', 'guest', 'forgot-password', 'reset-password', 'verify-email',
]);

/** Letters that Unicode normalisation does not decompose into ASCII. */
const SPECIAL: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŀ: 'l', ŧ: 't',
};

/** ASCII transliteration: strips diacritics and maps a few special letters; other scripts are dropped. */
export function toAscii(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþıħŀŧ]/g, (c) => SPECIAL[c] ?? '');
}

/** `Cristiano Ronaldo` → `cristiano-ronaldo`; `Kylie 🤍` → `kylie`; returns '' when nothing ASCII is left. */
export function slugify(value: string, maxLength = 60): string {
  const slug = toAscii(value.replace(/&/g, ' and '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  return slug.slice(0, maxLength).replace(/-+[^-]*$/, '') || slug.slice(0, maxLength);
}

/** Hands out unique slugs: the first taker gets the bare slug, later ones `-2`, `-3`, ...; reserved names start at `-2`. */
export class SlugAllocator {
  private readonly taken = new Set<string>();

  constructor(private readonly reserved: ReadonlySet<string> = RESERVED_SLUGS) {}

  allocate(candidates: readonly string[], fallback: string): string {
    const root = candidates.map((c) => slugify(c)).find((s) => s.length > 0) || slugify(fallback) || 'item';
    if (!this.taken.has(root) && !this.reserved.has(root)) {
      this.taken.add(root);
      return root;
    }
    for (let n = 2; ; n++) {
      const slug = `${root}-${n}`;
      if (!this.taken.has(slug) && !this.reserved.has(slug)) {
        this.taken.add(slug);
        return slug;
      }
    }
  }
}
