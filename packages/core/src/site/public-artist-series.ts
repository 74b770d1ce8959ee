/**
 * Pure helpers of the public artist page: which path segments can never be artist pages, and how a follower
 * series is thinned so an anonymous page stays small.
 */

/** A public artist slug as the URL carries it: lowercase letters, digits and hyphens (see the seed's slugify). */
export const PUBLIC_ARTIST_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;

/**
 * First path segments that belong to the app, the site or the server, so /{segment} is never read as an artist page
 * (the seed already refuses these as slugs; this list also covers the routes added since).
 */
export const NON_ARTIST_SEGMENTS: ReadonlySet<string> = new Set([
  'discovery', 'campaign', 'watchlist', 'tag', 'brand', 'charts', 'coupons', 'account', 'workspace', 'admin',
  'not-allowed', 'features', 'solutions', 'pricing', 'newsletter', 'jobs', 'imprint', 'privacy', 'terms', 'blog',
  'sign-in', 'sign-up', 'invitation', 'connect', 'public-artist', 'api', 'v1', 'ws', 'healthz', 'assets',
  'screenshots', 'guest', 'robots.txt', 'sitemap.xml', 'favicon.ico', 'forgot-password', 'reset-password', 'verify-email',
]);

/** True when a single path segment may name a public artist page. */
export function isPublicArtistSlug(segment: string): boolean {
  return PUBLIC_ARTIST_SLUG_PATTERN.test(segment) && !NON_ARTIST_SEGMENTS.has(segment);
}

/** Days of follower readings (daily, weekly or sparser, as the source has them) the public chart covers, counted back from the channel's newest reading. */
export const PUBLIC_SERIES_DAYS = 90;
/** At most this many points per channel reach the browser (every few days over 90 days is enough for a trend). */
export const PUBLIC_SERIES_MAX_POINTS = 30;

/**
 * Keeps at most `maxPoints` points, evenly spread by index, always with the first and the last point (the chart's
 * start and "today" must be exact). Input must be in time order.
 */
export function thinSeries<T>(points: readonly T[], maxPoints: number): T[] {
  if (points.length <= maxPoints) return [...points];
  if (maxPoints <= 1) return points.length ? [points[points.length - 1]!] : [];
  const step = (points.length - 1) / (maxPoints - 1);
  const kept: T[] = [];
  for (let index = 0; index < maxPoints; index += 1) kept.push(points[Math.round(index * step)]!);
  return kept;
}
