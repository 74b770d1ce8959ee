/** The keys two channels can share: username keys, display-name keys and the undecorated username. */
import { cleanName, handleKey, nameKey, wordCount } from '../text.ts';
import type { IdentityChannel } from './identity-channel.ts';

/** Keys too common to say anything about a person ("music", "official", "gaming", …). */
export const GENERIC_KEYS = new Set([
  'music',
  'video',
  'videos',
  'official',
  'tiktok',
  'youtube',
  'instagram',
  'twitch',
  'funny',
  'comedy',
  'news',
  'gaming',
  'games',
  'kids',
  'memes',
  'shorts',
  'movies',
  'sports',
  'football',
  'anime',
  'cartoon',
  'asmr',
  'tiktoker',
  'channel',
  'tv',
  'live',
  'shows',
  'film',
  'vlog',
  'daily',
  'fun',
  'love',
  'life',
  'beauty',
  'fashion',
  'food',
  'travel',
  'fitness',
  'recipes',
  'cooking',
  'art',
  'dance',
  'lifestyle',
  'family',
  'dogs',
  'cats',
  'motivation',
]);

const usable = (key: string) => key.length >= 4 && !GENERIC_KEYS.has(key) && !/^\d+$/.test(key);

export function handleKeysOf(channel: IdentityChannel): string[] {
  const handles = channel.platform === 'youtube' ? channel.handles : [channel.platformId, ...channel.handles];
  return [...new Set(handles.map((h) => handleKey(h)).filter(usable))];
}

export interface NameKey {
  key: string;
  /** Two or more words ("Lena Kocht"): a full name says more than a single word ("Lena"). */
  isMultiword: boolean;
  name: string;
}

export function nameKeysOf(channel: IdentityChannel): NameKey[] {
  const keys = new Map<string, NameKey>();
  for (const raw of channel.names) {
    // YouTube's auto-generated "Artist - Topic" channels are not the artist's own: their name is no evidence.
    if (/\s-\sTopic$/i.test(raw)) continue;
    const name = cleanName(raw.replace(/\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}/gu, ' '));
    // "Anna Engelschall | Fitness": the part before a separator is the name.
    const main = cleanName(name.split(/\s[|•·–—-]\s|\s\|\s?|\|/)[0] ?? name);
    for (const candidate of new Set([name, main])) {
      const key = handleKey(candidate) || nameKey(candidate);
      if (!usable(key)) continue;
      // "N I N A" is one word spelt out, not a full name: at least two words of two or more letters.
      const isMultiword = wordCount(candidate) >= 2 && candidate.split(/\s+/).filter((w) => /[\p{L}\p{N}]{2}/u.test(w)).length >= 2;
      if (!keys.get(key)?.isMultiword) keys.set(key, { key, isMultiword, name: candidate });
    }
  }
  return [...keys.values()];
}

/** The username without a decoration: `lenakochtofficial`, `reallenakocht`, `lenakocht2`, `lenakochttv` → `lenakocht`. */
export function undecoratedKey(key: string): string | null {
  const bare = key
    .replace(/^(?:the|real|its|iam|im|official|hey){1,2}(?=[a-z0-9]{4})/, '')
    .replace(/\d{1,4}$/, '')
    .replace(/(official|oficial|officiel|offiziell|music|musica|tv|yt|ig|tt|live|vlogs?|channel|kanal|xx|x)$/, '')
    .replace(/\d{1,4}$/, '');
  return bare !== key && bare.length >= 6 && usable(bare) ? bare : null;
}
