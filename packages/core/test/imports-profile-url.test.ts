import { describe, expect, it } from 'vitest';
import { parseChannelQuery } from '../src/discovery/parse-channel-query.ts';
import { parseProfileReference } from '../src/imports/profile-reference.ts';
import { parseProfileUrl } from '../src/channels/profile-url.ts';

const UC = 'UCX6OQ3DkcsbYNE6H8uQQuVA';
const handle = (platform: string, value: string) => ({ platform, kind: 'handle', value });

describe('parseProfileUrl: every profile URL form names its channel', () => {
  it.each([
    // Instagram
    ['instagram.com/khaby.lame', handle('instagram', 'khaby.lame')],
    ['https://www.instagram.com/khaby.lame/', handle('instagram', 'khaby.lame')],
    ['https://instagram.com/khaby.lame?hl=de&igsh=abc', handle('instagram', 'khaby.lame')],
    ['https://www.instagram.com/khaby.lame/#top', handle('instagram', 'khaby.lame')],
    ['http://m.instagram.com/Khaby.Lame//', handle('instagram', 'Khaby.Lame')],
    ['https://www.instagram.com/@khaby.lame', handle('instagram', 'khaby.lame')],
    ['https://www.instagram.com/khaby.lame/reels/', handle('instagram', 'khaby.lame')],
    ['https://www.instagram.com/stories/khaby.lame/3312/', handle('instagram', 'khaby.lame')],
    ['instagram.com/m%C3%BCller.musik', handle('instagram', 'müller.musik')],
    // TikTok
    ['tiktok.com/@charlidamelio', handle('tiktok', 'charlidamelio')],
    ['https://www.tiktok.com/@charlidamelio?lang=de', handle('tiktok', 'charlidamelio')],
    ['https://www.tiktok.com/@charlidamelio/video/7301234567890123456?is_from_webapp=1', handle('tiktok', 'charlidamelio')],
    ['https://m.tiktok.com/@CharliDAmelio/', handle('tiktok', 'CharliDAmelio')],
    // YouTube
    ['youtube.com/@MrBeast', handle('youtube', 'MrBeast')],
    ['https://www.youtube.com/@MrBeast/', handle('youtube', 'MrBeast')],
    ['https://www.youtube.com/@MrBeast/videos', handle('youtube', 'MrBeast')],
    ['https://m.youtube.com/@MrBeast/shorts?si=x1', handle('youtube', 'MrBeast')],
    ['https://music.youtube.com/@MrBeast', handle('youtube', 'MrBeast')],
    ['https://www.youtube.com/%40MrBeast', handle('youtube', 'MrBeast')],
    [`https://www.youtube.com/channel/${UC}`, { platform: 'youtube', kind: 'id', value: UC }],
    [`https://music.youtube.com/channel/${UC}/videos?feature=share`, { platform: 'youtube', kind: 'id', value: UC }],
    ['https://www.youtube.com/c/PewDiePie', handle('youtube', 'PewDiePie')],
    ['https://www.youtube.com/user/PewDiePie/featured', handle('youtube', 'PewDiePie')],
    // Twitch
    ['twitch.tv/shroud', handle('twitch', 'shroud')],
    ['https://www.twitch.tv/shroud/', handle('twitch', 'shroud')],
    ['https://m.twitch.tv/Shroud/videos?filter=archives', handle('twitch', 'Shroud')],
    ['https://www.twitch.tv/shroud#chat', handle('twitch', 'shroud')],
  ])('%s', (text, expected) => {
    expect(parseProfileUrl(text)).toEqual(expected);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/abc123',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/channel/nope',
    'https://www.youtube.com/',
    'https://www.instagram.com/p/C1a2b3/',
    'https://www.instagram.com/reel/C1a2b3/',
    'https://www.instagram.com/',
    'https://www.tiktok.com/someone',
    'https://vm.tiktok.com/ZMabc123/',
    'https://www.twitch.tv/videos/123456',
    'https://www.twitch.tv/directory/game/Chess',
    'https://clips.twitch.tv/SomeClip',
    'https://example.com/someone',
  ])('refuses %s: it names no channel', (text) => {
    expect(parseProfileUrl(text)).toBe('not-a-profile');
  });

  it('leaves handles and words that are no URL to the caller', () => {
    expect(parseProfileUrl('khaby.lame')).toBeNull();
    expect(parseProfileUrl('@MrBeast')).toBeNull();
    expect(parseProfileUrl('Mila Moves')).toBeNull();
  });
});

describe('plain handles with a platform', () => {
  it.each([
    ['@khaby.lame', 'Instagram', handle('instagram', 'khaby.lame')],
    ['khaby.lame', 'ig', handle('instagram', 'khaby.lame')],
    ['@charlidamelio', 'TikTok', handle('tiktok', 'charlidamelio')],
    ['@MrBeast', 'YouTube', handle('youtube', 'MrBeast')],
    [UC, 'youtube', { platform: 'youtube', kind: 'id', value: UC }],
    ['shroud', 'Twitch', handle('twitch', 'shroud')],
  ])('%s on %s', (text, platform, expected) => {
    expect(parseProfileReference(text, platform)).toEqual(expected);
  });
});

describe('the channel search reads URLs with the same parser', () => {
  it.each([
    'https://www.youtube.com/@MrBeast/videos',
    'https://music.youtube.com/@MrBeast',
    'https://www.tiktok.com/@charlidamelio/video/7301234567890123456',
    'https://m.twitch.tv/Shroud/videos',
    `https://www.youtube.com/channel/${UC}`,
  ])('%s', (text) => {
    const reference = parseProfileUrl(text);
    if (reference === null || reference === 'not-a-profile') throw new Error('expected a reference');
    expect(parseChannelQuery(text)).toMatchObject({ platform: reference.platform, term: reference.value.toLowerCase(), reference });
  });

  it('searches the text of a URL that names no channel instead of a wrong handle', () => {
    expect(parseChannelQuery('https://www.youtube.com/watch?v=abc')).toMatchObject({ platform: null });
  });
});
