import type { Platform } from '@creatorlens/db';

/** What one import cell names: a channel by handle, or (YouTube) by its channel id. */
export type ProfileReference = { platform: Platform; kind: 'handle'; value: string } | { platform: Platform; kind: 'id'; value: string };

export type ReferenceProblem = 'not-a-profile' | 'platform-missing';

const HOSTS: Record<string, Platform> = {
  'instagram.com': 'instagram',
  'tiktok.com': 'tiktok',
  'youtube.com': 'youtube',
  'twitch.tv': 'twitch',
  'snapchat.com': 'snapchat',
};

const PLATFORM_NAMES: Record<string, Platform> = {
  instagram: 'instagram',
  ig: 'instagram',
  insta: 'instagram',
  tiktok: 'tiktok',
  tt: 'tiktok',
  youtube: 'youtube',
  yt: 'youtube',
  twitch: 'twitch',
  snapchat: 'snapchat',
  snap: 'snapchat',
};

const URL_PATTERN = /^(?:https?:\/\/)?(?:www\.|m\.|mobile\.|vm\.)?([a-z0-9.-]+\.[a-z]{2,})(?:\/+([^?#]*))?(?:[?#].*)?$/i;
// Lenient on purpose: platforms changed their handle rules over time and the seed holds older handles.
const HANDLE_PATTERN = /^[\p{L}\p{N}._-]{1,60}$/u;
const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

/** A platform from a cell like "Instagram", "IG" or "yt"; null when the cell names none. */
export function parsePlatformName(text: string): Platform | null {
  return PLATFORM_NAMES[text.trim().toLowerCase()] ?? null;
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function fromUrl(text: string): ProfileReference | ReferenceProblem | null {
  const match = URL_PATTERN.exec(text);
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  const platform = HOSTS[host];
  if (!platform) return text.includes('/') || text.startsWith('http') ? 'not-a-profile' : null;
  const segments = (match[2] ?? '')
    .split('/')
    .filter((segment) => segment.length > 0)
    .map(safeDecode);
  const [first = '', second = ''] = segments;
  if (platform === 'youtube') {
    if (first.toLowerCase() === 'channel')
      return YOUTUBE_CHANNEL_ID.test(second) ? { platform, kind: 'id', value: second } : 'not-a-profile';
    // /c/<name> and /user/<name> are legacy custom URLs: the name is the best handle we have.
    if (['c', 'user'].includes(first.toLowerCase())) return toHandle(platform, second);
    return first.startsWith('@') ? toHandle(platform, first) : 'not-a-profile';
  }
  if (platform === 'snapchat') return first.toLowerCase() === 'add' ? toHandle(platform, second) : 'not-a-profile';
  // tiktok.com/@name; instagram.com/name and twitch.tv/name without the @ (but tolerate one).
  if (platform === 'tiktok' && !first.startsWith('@')) return 'not-a-profile';
  return toHandle(platform, first);
}

function toHandle(platform: Platform, raw: string): ProfileReference | ReferenceProblem {
  const value = raw.trim().replace(/^@+/, '');
  if (platform === 'youtube' && YOUTUBE_CHANNEL_ID.test(value)) return { platform, kind: 'id', value };
  return HANDLE_PATTERN.test(value) ? { platform, kind: 'handle', value } : 'not-a-profile';
}

/**
 * Reads one import row: a profile URL (instagram.com/x, tiktok.com/@x, youtube.com/@x or /channel/UC..., twitch.tv/x),
 * or a handle with the platform given separately. A bare handle without a platform is ambiguous and refused.
 */
export function parseProfileReference(value: string, platformCell?: string | null): ProfileReference | ReferenceProblem {
  const text = value.trim();
  if (!text) return 'not-a-profile';
  const url = fromUrl(text);
  if (url !== null) return url;
  if (/\s/.test(text)) return 'not-a-profile';
  const platform = platformCell ? parsePlatformName(platformCell) : null;
  if (!platform)
    return platformCell?.trim() ? 'not-a-profile' : HANDLE_PATTERN.test(text.replace(/^@+/, '')) ? 'platform-missing' : 'not-a-profile';
  return toHandle(platform, text);
}

/** The key under which two rows name the same channel (handles are case-insensitive, YouTube ids are not). */
export const referenceKey = (reference: ProfileReference): string =>
  `${reference.platform}:${reference.kind}:${reference.kind === 'id' ? reference.value : reference.value.toLowerCase()}`;
