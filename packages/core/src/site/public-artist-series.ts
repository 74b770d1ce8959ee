/**
 * Pure helpers of the public artist page: which path segments can never be artist pages, and how a follower
 * series is thinned so an anonymous page stays small.
 */

import { isReservedSlug } from '@creatorlens/contracts';

/** A public artist slug as the URL carries it: lowercase letters, digits and hyphens (contracts' slugify). */
const PUBLIC_ARTIST_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** True when a single path segment may name a public artist page. */
export function isPublicArtistSlug(segment: string): boolean {
  return PUBLIC_ARTIST_SLUG_PATTERN.test(segment) && !isReservedSlug(segment);
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
