export const SUPPORTED_LOCALES = ['en', 'de'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

interface WeightedTag {
  tag: string;
  quality: number;
  order: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  return header
    .split(',')
    .map((part, order) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
      return { tag: rawTag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.tag.length > 0 && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
}

/**
 * Picks the best supported locale from an Accept-Language header or a browser's `navigator.languages` list,
 * matching on the primary subtag ("de-AT" -> "de"); English when nothing matches.
 */
export function negotiateLocale(input: string | readonly string[] | null | undefined): Locale {
  if (!input) return DEFAULT_LOCALE;
  const tags = typeof input === 'string' ? parseAcceptLanguage(input).map((entry) => entry.tag) : input;
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isSupportedLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
