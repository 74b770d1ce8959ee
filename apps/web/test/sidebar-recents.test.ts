import { describe, expect, it } from 'vitest';
import { parseRecentLists, pinnedListIds } from '../src/features/lists/recent-lists.ts';
import { onePerArtist } from '../src/lib/recent-channels.ts';

const list = (id: string, createdAt: number) => ({ id, createdAt });

describe('pinnedListIds (sidebar campaigns and watchlists above "show more")', () => {
  it('keeps the newest created list shown wherever the manual order puts it', () => {
    const items = [list('a', 1), list('b', 2), list('c', 3), list('d', 4), list('newest', 9), list('f', 5)];
    expect([...pinnedListIds(items, undefined)]).toEqual(['newest']);
  });

  it('keeps the last used list shown too', () => {
    const items = [list('a', 1), list('b', 2), list('c', 3), list('used', 4), list('newest', 9)];
    expect(pinnedListIds(items, 'used')).toEqual(new Set(['newest', 'used']));
  });

  it('forgets a last used list that no longer exists, and pins nothing in an empty list', () => {
    expect(pinnedListIds([list('a', 1)], 'deleted')).toEqual(new Set(['a']));
    expect(pinnedListIds([], 'deleted').size).toBe(0);
  });
});

describe('parseRecentLists', () => {
  it('reads the stored ids per kind and ignores anything else', () => {
    expect(parseRecentLists(JSON.stringify({ campaign: 'c1', watchlist: 'w1', tag: 't1' }))).toEqual({ campaign: 'c1', watchlist: 'w1' });
    expect(parseRecentLists(JSON.stringify({ campaign: 7 }))).toEqual({});
    expect(parseRecentLists('not json')).toEqual({});
    expect(parseRecentLists(null)).toEqual({});
  });
});

describe('onePerArtist (recent channels)', () => {
  it('shows an artist once, at its newest place', () => {
    const channels = [
      { id: 'yt', artistSlug: 'mrbeast' },
      { id: 'sg', artistSlug: 'selena' },
      { id: 'ig', artistSlug: 'mrbeast' },
      { id: 'tt', artistSlug: 'mrbeast' },
    ];
    expect(onePerArtist(channels).map((channel) => channel.id)).toEqual(['yt', 'sg']);
  });
});
