/**
 * Profile links and platform-labelled mentions in a bio or description: "instagram.com/lena.kocht", "tiktok.com/@x",
 * "youtube.com/@x", "youtube.com/channel/UC…", "twitch.tv/x", "IG: @x", "Instagram; x", "YouTube: x". What one
 * channel says about its other platforms is the strongest evidence a text can give.
 */
import type { SeedPlatform } from '../model.ts';
import { handleKey } from '../text.ts';

export interface ProfileReference {
  platform: SeedPlatform;
  /** handleKey of the username or YouTube handle; a YouTube channel id (UC…) is kept as written. */
  key: string;
  /** A URL (profile-link) or a mention with the platform's name beside it (labelled-mention). */
  via: 'profile-link' | 'labelled-mention';
  /** The text as found, for the explanation. */
  text: string;
}

/** Paths of the platforms' own pages that are not a profile (instagram.com/p/…, youtube.com/watch, …). */
const NOT_PROFILES = new Set([
  'p',
  'reel',
  'reels',
  'explore',
  'stories',
  'tv',
  'watch',
  'playlist',
  'results',
  'shorts',
  'embed',
  'feed',
  'videos',
  'directory',
  'legal',
  'about',
]);

const URL_PATTERNS: { platform: SeedPlatform; pattern: RegExp; isChannelId?: boolean }[] = [
  { platform: 'instagram', pattern: /(?:instagram\.com|instagr\.am)\/([A-Za-z0-9._]{2,30})/gi },
  { platform: 'tiktok', pattern: /tiktok\.com\/@([A-Za-z0-9._]{2,30})/gi },
  { platform: 'youtube', pattern: /youtube\.com\/channel\/(UC[A-Za-z0-9_-]{22})/gi, isChannelId: true },
  { platform: 'youtube', pattern: /youtube\.com\/(?:@|c\/|user\/)([A-Za-z0-9._-]{2,60})/gi },
  // The legacy vanity form youtube.com/name; the paths above and the page names in NOT_PROFILES are not names.
  { platform: 'youtube', pattern: /youtube\.com\/(?!@|c\/|user\/|channel\/)([A-Za-z0-9_-]{3,60})(?![A-Za-z0-9_/-])/gi },
  { platform: 'twitch', pattern: /twitch\.tv\/([A-Za-z0-9_]{3,25})/gi },
];

const LABELS: { platform: SeedPlatform; label: string }[] = [
  { platform: 'instagram', label: 'instagram|insta|ig' },
  { platform: 'tiktok', label: 'tiktok|tik tok|tt' },
  { platform: 'youtube', label: 'youtube|yt' },
  { platform: 'twitch', label: 'twitch' },
];
/** "IG: @x", "Instagram - x", "Insta 👉 @x", "YouTube; x": a label, a separator, then the name (with or without @). */
const MENTION_PATTERNS = LABELS.map(({ platform, label }) => ({
  platform,
  pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${label})\\s*(?:[:;|\\-–→➡👉►]+\\s*|\\s)@?([A-Za-z0-9._]{3,30})`, 'giu'),
}));
/** "Follow at IG for more @x", "auf Insta unter @x": the label, a few words, then an @name. */
const LOOSE_MENTION_PATTERNS = LABELS.map(({ platform, label }) => ({
  platform,
  pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${label})(?:\\s+[\\p{L}]{1,12}){1,4}\\s*[:\\-–→➡👉]*\\s*@([A-Za-z0-9._]{3,30})`, 'giu'),
}));
/** Words that follow a label but are no username ("Instagram: follow me", "YT: new videos"). */
const NOT_NAMES = new Set([
  'follow',
  'folgt',
  'folge',
  'link',
  'channel',
  'kanal',
  'and',
  'und',
  'the',
  'new',
  'neue',
  'for',
  'fur',
  'https',
  'http',
  'www',
]);

/** Every profile the text points to (deduplicated per platform and key). */
export function profileReferences(text: string | null | undefined): ProfileReference[] {
  if (!text) return [];
  const found = new Map<string, ProfileReference>();
  const add = (reference: ProfileReference) => {
    if (reference.key.length < 3) return;
    const id = `${reference.platform}:${reference.key}`;
    // A URL outranks a mention of the same profile.
    if (!found.has(id) || reference.via === 'profile-link') found.set(id, reference);
  };
  for (const { platform, pattern, isChannelId } of URL_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const raw = match[1]!.replace(/[._]+$/, '');
      if (NOT_PROFILES.has(raw.toLowerCase())) continue;
      add({ platform, key: isChannelId ? raw : handleKey(raw), via: 'profile-link', text: match[0] });
    }
  }
  for (const { platform, pattern } of [...MENTION_PATTERNS, ...LOOSE_MENTION_PATTERNS]) {
    for (const match of text.matchAll(pattern)) {
      const raw = match[1]!.replace(/[._]+$/, '');
      if (NOT_NAMES.has(raw.toLowerCase()) || /\.(com|de|at|ch|net|org)$/i.test(raw)) continue;
      add({ platform, key: handleKey(raw), via: 'labelled-mention', text: match[0].trim() });
    }
  }
  return [...found.values()];
}
