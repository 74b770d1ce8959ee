import type { Platform } from '@creatorlens/db';
import { HANDLE_PATTERN, parseProfileUrl, toHandleReference, type ProfileReference } from '../channels/index.ts';

export { referenceKey, type ProfileReference } from '../channels/index.ts';

type ReferenceProblem = 'not-a-profile' | 'platform-missing';

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

/** A platform from a cell like "Instagram", "IG" or "yt"; null when the cell names none. */
export function parsePlatformName(text: string): Platform | null {
  return PLATFORM_NAMES[text.trim().toLowerCase()] ?? null;
}

/**
 * Reads one import row: a profile URL (parseProfileUrl, the reader the channel search uses too), or a handle with
 * the platform given separately. A bare handle without a platform is ambiguous and refused.
 */
export function parseProfileReference(value: string, platformCell?: string | null): ProfileReference | ReferenceProblem {
  const text = value.trim();
  if (!text) return 'not-a-profile';
  const url = parseProfileUrl(text);
  if (url !== null) return url;
  if (/\s/.test(text)) return 'not-a-profile';
  const platform = platformCell ? parsePlatformName(platformCell) : null;
  if (!platform)
    return platformCell?.trim() ? 'not-a-profile' : HANDLE_PATTERN.test(text.replace(/^@+/, '')) ? 'platform-missing' : 'not-a-profile';
  return toHandleReference(platform, text);
}
