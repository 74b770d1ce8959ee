import { describe, expect, it } from 'vitest';
import { isPublicArtistSlug, thinSeries } from '../src/site/public-artist-series.ts';

describe('thinSeries', () => {
  it('keeps short series whole', () => {
    expect(thinSeries([1, 2, 3], 30)).toEqual([1, 2, 3]);
    expect(thinSeries([], 30)).toEqual([]);
  });

  it('keeps at most maxPoints, evenly spread, with the first and the last point', () => {
    const days = Array.from({ length: 90 }, (_, index) => index);
    const thinned = thinSeries(days, 30);
    expect(thinned).toHaveLength(30);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(89);
    const gaps = thinned.slice(1).map((value, index) => value - thinned[index]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });

  it('keeps the newest point when only one fits', () => {
    expect(thinSeries([1, 2, 3], 1)).toEqual([3]);
  });
});

describe('isPublicArtistSlug', () => {
  it('accepts slugs and refuses app routes and other shapes', () => {
    expect(isPublicArtistSlug('cristiano-ronaldo')).toBe(true);
    expect(isPublicArtistSlug('tagesschau')).toBe(true);
    for (const segment of ['discovery', 'campaign', 'workspace', 'sign-in', 'pricing', 'api', 'Upper', '-dash', 'a b', '']) {
      expect(isPublicArtistSlug(segment), segment).toBe(false);
    }
  });
});
