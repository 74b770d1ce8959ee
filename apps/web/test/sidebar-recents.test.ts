import { describe, expect, it } from 'vitest';
import { onePerArtist } from '../src/lib/recent-channels.ts';

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
