import type { Platform } from '@creatorlens/db';

export interface ChannelQuery {
  /** Lower-cased handle or words to look for, without a leading @. */
  term: string;
  /** Set when the text was a profile URL: only that platform can match. */
  platform: Platform | null;
  /** A YouTube channel id (UC...) from a /channel/<id> URL, matched against the platform id. */
  youtubeChannelId: string | null;
}

const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.|m\.|mobile\.)?(instagram\.com|tiktok\.com|youtube\.com|twitch\.tv)\/+([^?#]*)/i;

const PLATFORM_FOR_HOST: Record<string, Platform> = {
  'instagram.com': 'instagram',
  'tiktok.com': 'tiktok',
  'youtube.com': 'youtube',
  'twitch.tv': 'twitch',
};

const stripAt = (text: string) => text.replace(/^@+/, '');

/**
 * Turns what someone types or pastes into the channel search into a handle to look for: a profile URL
 * (instagram.com/<handle>, tiktok.com/@<handle>, youtube.com/@<handle> or /channel/<id>, twitch.tv/<login>)
 * becomes its handle and platform; anything else is the text itself without a leading @.
 */
export function parseChannelQuery(text: string): ChannelQuery {
  const trimmed = text.trim();
  const url = PROFILE_URL.exec(trimmed);
  if (url) {
    const platform = PLATFORM_FOR_HOST[url[1]!.toLowerCase()]!;
    const segments = url[2]!.split('/').filter((segment) => segment.length > 0);
    const [first = '', second = ''] = segments;
    if (platform === 'youtube' && first.toLowerCase() === 'channel' && second) {
      return { term: second.toLowerCase(), platform, youtubeChannelId: second };
    }
    // youtube.com/c/<name> and /user/<name> are legacy custom URLs; the name is the best handle guess we have.
    const handle = platform === 'youtube' && ['c', 'user'].includes(first.toLowerCase()) && second ? second : first;
    const term = safeDecode(stripAt(handle)).toLowerCase();
    if (term) return { term, platform, youtubeChannelId: null };
  }
  return { term: stripAt(trimmed).toLowerCase(), platform: null, youtubeChannelId: null };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
