import { describe, expect, it } from 'vitest';
import { groupArtists } from '../src/seed/artists.ts';
import { snapshots, summarise } from '../src/seed/finalize.ts';
import { SeedModel, type ChannelDraft } from '../src/seed/model.ts';

function model() {
  const m = new SeedModel();
  const followers = new Map<ChannelDraft, number>();
  const add = (platform: 'instagram' | 'tiktok' | 'youtube' | 'twitch', handle: string, name: string, count: number, topList = true) => {
    const channel =
      platform === 'youtube'
        ? m.channel(platform, { handle, name }, { name, handle, topList })
        : m.channel(platform, { id: handle.toLowerCase() }, { name, handle, topList });
    followers.set(channel, count);
    return channel;
  };
  const group = () => groupArtists(m.channels, (c) => followers.get(c) ?? 0);
  const artistOf = (channel: ChannelDraft) => group().find((a) => a.channels.includes(channel))!;
  return { m, add, group, artistOf };
}

describe('groupArtists', () => {
  it('groups equal handles across platforms and names the artist by the majority name', () => {
    const { add, artistOf } = model();
    const ig = add('instagram', 'kyliejenner', 'Kylie 🤍', 376_000_000);
    const tt = add('tiktok', 'kyliejenner', 'Kylie Jenner', 50_000_000);
    const yt = add('youtube', 'Kylie Jenner', 'Kylie Jenner', 12_000_000);
    const artist = artistOf(ig);
    expect(artist.channels).toEqual([ig, tt, yt]);
    expect(artist.name).toBe('Kylie Jenner');
    expect(artist.slug).toBe('kylie-jenner');
  });

  it('matches a distinctive one-word name to a handle, but not short or same-platform look-alikes', () => {
    const { add, artistOf } = model();
    const yt = add('youtube', 'MrBeast6000', 'MrBeast', 166_000_000);
    const tt = add('tiktok', 'mrbeast', 'MrBeast', 60_000_000);
    expect(artistOf(yt).channels).toContain(tt);
    const bibi = add('youtube', 'bibi', 'BIBI', 9_000_000);
    const bibiIg = add('instagram', 'bibisbeautypalace', 'Bibi', 7_000_000);
    expect(artistOf(bibi).channels).not.toContain(bibiIg);
  });

  it('ignores a key that two channels of one platform share', () => {
    const { add, artistOf } = model();
    const a = add('instagram', 'bellahadid', 'Bella', 56_000_000);
    add('instagram', 'bellathorne', 'Bella', 25_000_000);
    add('tiktok', 'bella', 'bella', 1_000_000);
    expect(artistOf(a).channels).toHaveLength(1);
  });

  it('keeps a medium-length shared username alone as a suggestion, not a merge, and keeps slugs unique', () => {
    const { add, group } = model();
    add('instagram', 'pricing', '', 10);
    add('tiktok', 'pricing', '', 5, false);
    const slugs = group().map((a) => a.slug);
    expect(slugs).toEqual(['pricing-2', 'pricing-3']);
  });
});

describe('summarise and snapshots', () => {
  it('keeps the latest value per field and one snapshot per day', () => {
    const m = new SeedModel();
    const c = m.channel('youtube', { id: 'UC0000000000000000000001' }, { name: 'Test', handle: 'test' });
    m.observe(c, { day: '2022-06-01', source: 'a', followers: 100, averageViews: 50, averageLikes: 5, engagementRate: 0.1 });
    m.observe(c, { day: '2023-07-01', source: 'b', followers: 200, totalViews: 9000, followers30dGain: 10 });
    m.observe(c, { day: '2023-06-01', source: 'b', followers: 190, historyOnly: true });
    m.observe(c, { day: '2023-07-01', source: 'c', postsCount: 12 });
    const s = summarise(c);
    expect(s).toMatchObject({
      followers: 200,
      totalViews: 9000,
      postsCount: 12,
      averageViews: 50,
      engagementRate: 0.1,
      followers30dGain: 10,
      source: 'b',
    });
    expect(s.dataAsOf?.toISOString()).toBe('2023-07-01T00:00:00.000Z');
    expect(snapshots(c)).toEqual([
      { day: '2022-06-01', followers: 100, following: null, postsCount: null, totalViews: null, totalLikes: null, source: 'a' },
      { day: '2023-06-01', followers: 190, following: null, postsCount: null, totalViews: null, totalLikes: null, source: 'b' },
      { day: '2023-07-01', followers: 200, following: null, postsCount: 12, totalViews: 9000, totalLikes: null, source: 'c' },
    ]);
  });

  it('never reports an engagement rate for Twitch', () => {
    const m = new SeedModel();
    const c = m.channel('twitch', { id: 'xqcow' }, { name: 'xQcOW', handle: 'xQcOW' });
    m.observe(c, { day: '2020-09-01', source: 't', followers: 3_246_298, engagementRate: 0.5 });
    expect(summarise(c).engagementRate).toBeNull();
  });
});
