/**
 * One artist per person. Channels from the ranked top lists are grouped across platforms when they share a key, and
 * only then (conservative):
 *   - equal handle keys (lowercase letters/digits of the username: `khaby.lame` → `khabylame`), or
 *   - a handle key equal to another platform's multi-word display name ("Selena Gomez" ↔ `selenagomez`) or to a
 *     one-word display name of 6+ characters ("MrBeast" ↔ `mrbeast`), or
 *   - two equal multi-word display names.
 * A key that points to two channels on the same platform is ambiguous and ignored; a group never holds two channels of
 * the same platform. Links a source states (ChannelDraft.links) group any channels, first. Every other channel gets its
 * own artist.
 */
import type { ChannelDraft } from './model.ts';
import { SlugAllocator } from './slug.ts';
import { cleanName, handleKey, nameKey, wordCount } from './text.ts';

export interface ArtistDraft {
  slug: string;
  name: string;
  country: string | null;
  channels: ChannelDraft[];
}

const GENERIC = new Set([
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
]);

type KeyKind = 'handle' | 'name' | 'multiword';

function keysOf(channel: ChannelDraft): Map<string, KeyKind> {
  const keys = new Map<string, KeyKind>();
  const add = (key: string, kind: KeyKind) => {
    if (key.length < 4 || GENERIC.has(key)) return;
    const existing = keys.get(key);
    if (!existing || kind === 'handle' || (kind === 'multiword' && existing === 'name')) keys.set(key, kind);
  };
  const handles = channel.platform === 'youtube' ? [...channel.handles] : [channel.platformId];
  for (const h of handles) add(handleKey(h), 'handle');
  for (const raw of channel.names) {
    const name = cleanName(raw);
    if (!name) continue;
    add(nameKey(name), wordCount(name) >= 2 ? 'multiword' : 'name');
  }
  return keys;
}

/** Display name without emoji/flags (`Kylie 🤍` → `Kylie`), or '' when nothing else is left. */
export function withoutEmoji(value: string): string {
  return cleanName(value.replace(/\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}/gu, ' '));
}

/**
 * The artist's name: the display name most of its channels share ("Kylie Jenner" on TikTok and YouTube beats
 * "Kylie 🤍" on Instagram); on a tie a multi-word name, then the biggest channel's. Emoji are dropped.
 */
function artistName(members: readonly ChannelDraft[]): string {
  const votes = new Map<string, { name: string; count: number; rank: number; words: number }>();
  members.forEach((c, rank) => {
    if (c.weakName) return;
    const name = withoutEmoji(c.name);
    if (!name) return;
    const key = name.toLowerCase();
    const vote = votes.get(key) ?? { name, count: 0, rank, words: wordCount(name) };
    vote.count++;
    votes.set(key, vote);
  });
  const best = [...votes.values()].sort((a, b) => b.count - a.count || Number(b.words >= 2) - Number(a.words >= 2) || a.rank - b.rank)[0];
  return best?.name ?? (withoutEmoji(members[0]!.name) || members[0]!.handle);
}

export function groupArtists(channels: readonly ChannelDraft[], followersOf: (c: ChannelDraft) => number): ArtistDraft[] {
  const parent = new Map<ChannelDraft, ChannelDraft>();
  const platforms = new Map<ChannelDraft, Set<string>>();
  for (const c of channels) {
    parent.set(c, c);
    platforms.set(c, new Set([c.platform]));
  }
  const find = (c: ChannelDraft): ChannelDraft => {
    let root = c;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(c, root);
    return root;
  };
  const union = (a: ChannelDraft, b: ChannelDraft) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    const pa = platforms.get(ra)!;
    const pb = platforms.get(rb)!;
    if ([...pa].some((p) => pb.has(p))) return;
    parent.set(rb, ra);
    platforms.set(ra, new Set([...pa, ...pb]));
  };

  // A link a source states (a directory's "Instagram: x" beside the YouTube channel) is proof, not a guess: it comes
  // before every key match, and holds for channels outside the top lists too.
  const members = new Set(channels);
  for (const c of channels) for (const linked of c.links) if (members.has(linked)) union(c, linked);

  const index = new Map<string, { channel: ChannelDraft; kind: KeyKind }[]>();
  for (const c of channels) {
    if (!c.topList) continue;
    for (const [key, kind] of keysOf(c)) {
      const list = index.get(key) ?? [];
      list.push({ channel: c, kind });
      index.set(key, list);
    }
  }
  // Strongest evidence first: handle = handle, then handle = name, then multi-word name = name.
  const strength = (a: KeyKind, b: KeyKind) => (a === 'handle' && b === 'handle' ? 0 : a === 'handle' || b === 'handle' ? 1 : 2);
  const pairs: { a: ChannelDraft; b: ChannelDraft; strength: number }[] = [];
  for (const [key, entries] of index) {
    const perPlatform = new Map<string, Set<ChannelDraft>>();
    for (const e of entries) perPlatform.set(e.channel.platform, (perPlatform.get(e.channel.platform) ?? new Set()).add(e.channel));
    if (perPlatform.size < 2 || [...perPlatform.values()].some((s) => s.size > 1)) continue;
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const a = entries[i]!;
        const b = entries[j]!;
        if (a.channel.platform === b.channel.platform) continue;
        // A one-word display name only counts against a handle, and only when it is distinctive (6+ characters).
        const handleSide = a.kind === 'handle' || b.kind === 'handle';
        const matches =
          (a.kind === 'handle' && b.kind === 'handle') ||
          (handleSide && (a.kind === 'multiword' || b.kind === 'multiword')) ||
          (handleSide && (a.kind === 'name' || b.kind === 'name') && key.length >= 6) ||
          (a.kind === 'multiword' && b.kind === 'multiword');
        if (matches) {
          pairs.push({ a: a.channel, b: b.channel, strength: strength(a.kind, b.kind) });
        }
      }
    }
  }
  pairs.sort((x, y) => x.strength - y.strength);
  for (const p of pairs) union(p.a, p.b);

  const groups = new Map<ChannelDraft, ChannelDraft[]>();
  for (const c of channels) {
    const root = find(c);
    const members = groups.get(root);
    if (members) members.push(c);
    else groups.set(root, [c]);
  }
  const ordered = [...groups.values()].map((members) => members.sort((a, b) => followersOf(b) - followersOf(a)));
  ordered.sort((a, b) => followersOf(b[0]!) - followersOf(a[0]!) || a[0]!.name.localeCompare(b[0]!.name));
  const slugs = new SlugAllocator();
  return ordered.map((members) => {
    const name = artistName(members);
    return {
      slug: slugs.allocate([name, ...members.map((c) => c.handle)], 'creator'),
      name,
      country: members.find((c) => c.country)?.country ?? null,
      channels: members,
    };
  });
}
