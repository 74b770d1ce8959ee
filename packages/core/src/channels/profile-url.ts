import type { Platform } from '@creatorlens/db';

/**
 * The one reader of profile URLs and handles, shared by the CSV import (matching rows to known channels) and the
 * channel search (a pasted URL finds its channel): both must agree, or an import creates a duplicate of a channel
 * the search finds by the same URL.
 */

/** A channel named by its handle (username, login, YouTube @handle or legacy name) or by its platform id. */
export type ProfileReference = { platform: Platform; kind: 'handle'; value: string } | { platform: Platform; kind: 'id'; value: string };

/** 'not-a-profile': a URL of a known platform that names no channel (a single video, a post) or of another site. */
type ProfileUrlResult = ProfileReference | 'not-a-profile';

/** Hosts per platform, after the scheme and a www./m./mobile. prefix are gone. */
const HOSTS: Record<string, Platform> = {
  'instagram.com': 'instagram',
  'tiktok.com': 'tiktok',
  'youtube.com': 'youtube',
  // YouTube Music shows the same channels under the same /channel/ and /@ paths.
  'music.youtube.com': 'youtube',
  'twitch.tv': 'twitch',
  'snapchat.com': 'snapchat',
};

// The host part of something that looks like a URL: with a scheme, or host.tld followed by a path.
const URL_PATTERN = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?::\d+)?(\/[^?#]*)?(?:[?#].*)?$/i;
const SUBDOMAIN_PREFIX = /^(?:www\.|m\.|mobile\.)/;

// Lenient on purpose: platforms changed their handle rules over time and the seed holds older handles.
export const HANDLE_PATTERN = /^[\p{L}\p{N}._-]{1,60}$/u;
const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

/** First path segments that are pages of the platform itself, never a username (instagram.com/p/<post>, ...). */
const RESERVED_FIRST_SEGMENTS: Partial<Record<Platform, ReadonlySet<string>>> = {
  instagram: new Set(['p', 'reel', 'reels', 'tv', 'explore', 'accounts', 'direct', 'about', 'legal', 'developer', 'web', 'challenge']),
  twitch: new Set([
    'directory',
    'videos',
    'p',
    'settings',
    'search',
    'downloads',
    'jobs',
    'turbo',
    'subscriptions',
    'inventory',
    'wallet',
    'drops',
    'login',
    'signup',
    'friends',
    'messages',
    'collections',
  ]),
  youtube: new Set([
    'watch',
    'shorts',
    'playlist',
    'embed',
    'live',
    'results',
    'feed',
    'hashtag',
    'channel',
    'c',
    'user',
    'redirect',
    'account',
    'premium',
    'gaming',
    'kids',
    'post',
    'clip',
    'v',
    'attribution_link',
  ]),
};

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A handle as written in a cell or a path segment, without its @ and trimmed; 'not-a-profile' when it cannot be one. */
export function toHandleReference(platform: Platform, raw: string): ProfileUrlResult {
  const value = raw.trim().replace(/^@+/, '');
  if (platform === 'youtube' && YOUTUBE_CHANNEL_ID.test(value)) return { platform, kind: 'id', value };
  return HANDLE_PATTERN.test(value) ? { platform, kind: 'handle', value } : 'not-a-profile';
}

function fromPath(platform: Platform, segments: string[]): ProfileUrlResult {
  const [first = '', second = ''] = segments;
  const lowerFirst = first.toLowerCase();
  switch (platform) {
    case 'youtube':
      if (first.startsWith('@')) return toHandleReference(platform, first);
      if (lowerFirst === 'channel') return YOUTUBE_CHANNEL_ID.test(second) ? { platform, kind: 'id', value: second } : 'not-a-profile';
      // /c/<name> and /user/<name> are legacy custom URLs: the name is the best handle there is.
      if (lowerFirst === 'c' || lowerFirst === 'user') return second ? toHandleReference(platform, second) : 'not-a-profile';
      // youtube.com/<name> still redirects to a legacy custom URL; /watch, /shorts/<id> and the like name no channel.
      return first && !RESERVED_FIRST_SEGMENTS.youtube!.has(lowerFirst) ? toHandleReference(platform, first) : 'not-a-profile';
    case 'tiktok':
      // tiktok.com/@name, also /@name/video/<id>: a video URL still names its creator.
      return first.startsWith('@') ? toHandleReference(platform, first) : 'not-a-profile';
    case 'snapchat':
      if (lowerFirst === 'add') return second ? toHandleReference(platform, second) : 'not-a-profile';
      return first.startsWith('@') ? toHandleReference(platform, first) : 'not-a-profile';
    default: {
      // instagram.com/<name>, twitch.tv/<login> (and /<login>/videos); the name comes without @, but one is tolerated.
      const reserved = RESERVED_FIRST_SEGMENTS[platform];
      // instagram.com/stories/<name>/<id> names its creator.
      if (platform === 'instagram' && lowerFirst === 'stories') return second ? toHandleReference(platform, second) : 'not-a-profile';
      if (!first || reserved?.has(lowerFirst)) return 'not-a-profile';
      return toHandleReference(platform, first);
    }
  }
}

/**
 * Reads a profile URL of Instagram, TikTok, YouTube, Twitch or Snapchat, with or without scheme, www./m./mobile.
 * (and music. for YouTube), query, fragment, trailing slashes and percent-encoding. Answers the channel it names,
 * 'not-a-profile' for a URL that names none (a single YouTube video, an Instagram post, another site), or null when
 * the text is no URL at all (a handle like "khaby.lame" is not mistaken for a host: a URL needs a scheme or a path).
 */
export function parseProfileUrl(text: string): ProfileUrlResult | null {
  const trimmed = text.trim();
  const match = URL_PATTERN.exec(trimmed);
  if (!match) return null;
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || match[2] !== undefined;
  const host = match[1]!.toLowerCase().replace(SUBDOMAIN_PREFIX, '');
  const platform = HOSTS[host];
  if (!platform) return looksLikeUrl ? 'not-a-profile' : null;
  const segments = (match[2] ?? '')
    .split('/')
    .filter((segment) => segment.length > 0)
    .map(safeDecode)
    .map((segment) => segment.trim());
  return fromPath(platform, segments);
}

/** The key under which two references name the same channel (handles are case-insensitive, YouTube ids are not). */
export const referenceKey = (reference: ProfileReference): string =>
  `${reference.platform}:${reference.kind}:${reference.kind === 'id' ? reference.value : reference.value.toLowerCase()}`;
