import { describe, expect, it } from 'vitest';
import { parseChannelQuery } from '../src/discovery/parse-channel-query.ts';
import { escapeLikePattern, findInvertedRange } from '../src/discovery/creator-filters.ts';

describe('parseChannelQuery', () => {
  it.each([
    ['Mila.Moves', { term: 'mila.moves', platform: null, youtubeChannelId: null }],
    ['  @Mila.Moves ', { term: 'mila.moves', platform: null, youtubeChannelId: null }],
    ['Mila Moves', { term: 'mila moves', platform: null, youtubeChannelId: null }],
    ['https://www.instagram.com/mila.moves/', { term: 'mila.moves', platform: 'instagram', youtubeChannelId: null }],
    ['instagram.com/mila.moves/reels?hl=de', { term: 'mila.moves', platform: 'instagram', youtubeChannelId: null }],
    ['https://www.tiktok.com/@Mila.Moves?lang=de', { term: 'mila.moves', platform: 'tiktok', youtubeChannelId: null }],
    ['https://m.youtube.com/@MilaTube/videos', { term: 'milatube', platform: 'youtube', youtubeChannelId: null }],
    [
      'youtube.com/channel/UCmila123mila123mila123m',
      { term: 'ucmila123mila123mila123m', platform: 'youtube', youtubeChannelId: 'UCmila123mila123mila123m' },
    ],
    ['https://www.youtube.com/c/MilaTube', { term: 'milatube', platform: 'youtube', youtubeChannelId: null }],
    ['https://www.twitch.tv/milalive#chat', { term: 'milalive', platform: 'twitch', youtubeChannelId: null }],
    ['https://example.com/mila', { term: 'https://example.com/mila', platform: null, youtubeChannelId: null }],
    ['https://www.instagram.com/', { term: 'https://www.instagram.com/', platform: null, youtubeChannelId: null }],
  ])('%s', (text, expected) => {
    // The reference (what the URL names) is checked in imports-profile-url.test.ts.
    const { reference: _reference, ...query } = parseChannelQuery(text);
    expect(query).toEqual(expected);
  });
});

describe('creator filter helpers', () => {
  it('finds the first min/max pair given the wrong way round', () => {
    expect(findInvertedRange({ followersMin: 1, followersMax: 1 })).toBeNull();
    expect(findInvertedRange({ followersMin: 1 })).toBeNull();
    expect(findInvertedRange({ engagementMin: 0.5, engagementMax: 0.1 })).toEqual(['engagementMin', 'engagementMax']);
  });

  it('escapes LIKE wildcards so text matches literally', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
