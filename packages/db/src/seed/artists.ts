/**
 * One artist per person. The identity resolver (./identity) scores every cross-platform pair of channels that share a
 * username, a display name or a link (a source's cross-link, a profile link or a labelled mention in a bio) and groups
 * the pairs it is sure of (confidence >= IDENTITY_AUTO_MERGE_AT); weaker pairs are kept as suggestions for people to
 * decide. A platform admin's stored decisions (merge, split) win over every score, so they survive a re-seed.
 * A group never holds two channels of the same platform unless a person merged them.
 */
import type { ChannelDraft } from './model.ts';
import { SlugAllocator } from './slug.ts';
import { cleanName, wordCount } from './text.ts';
import type { IdentityChannel } from './identity/identity-channel.ts';
import { groupByIdentity, scoreCandidatePairs, type IdentityDecisionInput } from './identity/resolve.ts';
import type { ScoredPair } from './identity/score-pair.ts';

export interface ArtistDraft {
  slug: string;
  name: string;
  country: string | null;
  channels: ChannelDraft[];
}

/** The key decisions and stored matches use for a channel: stable across re-seeds. */
export const identityKeyOf = (c: Pick<ChannelDraft, 'platform' | 'platformId'>) => `${c.platform}:${c.platformId}`;

/** The resolver's view of a seed channel. */
export function toIdentityChannel(c: ChannelDraft): IdentityChannel {
  const description = typeof c.extra.description === 'string' ? c.extra.description : null;
  return {
    key: identityKeyOf(c),
    platform: c.platform,
    platformId: c.platformId,
    handles: c.platform === 'youtube' ? [...c.handles] : [...new Set([c.handle, ...c.handles].filter(Boolean))],
    names: [...new Set([...(c.weakName ? [] : [c.name]), ...c.names])],
    texts: [c.bio, description].filter((t): t is string => !!t),
    country: c.country,
    language: c.language,
    linked: [...c.links].map(identityKeyOf),
  };
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

export interface ResolvedArtists {
  artists: ArtistDraft[];
  /** Every scored candidate pair (auto-merge and suggestion), for the identity_match table. */
  pairs: ScoredPair[];
}

/** Groups channels into artists with the identity resolver, honouring stored decisions (oldest first). */
export function resolveArtists(
  channels: readonly ChannelDraft[],
  followersOf: (c: ChannelDraft) => number,
  decisions: readonly IdentityDecisionInput[] = [],
): ResolvedArtists {
  const identities = channels.map(toIdentityChannel);
  const pairs = scoreCandidatePairs(identities).filter((p) => p.decision !== null);
  const byKey = new Map(channels.map((c) => [identityKeyOf(c), c]));
  const keyGroups = groupByIdentity(identities, pairs, decisions);
  const groups = new Map<ChannelDraft, ChannelDraft[]>(
    keyGroups.map((keys) => {
      const list = keys.map((k) => byKey.get(k)!);
      return [list[0]!, list];
    }),
  );
  return { artists: toArtistDrafts(groups, followersOf), pairs };
}

export function groupArtists(channels: readonly ChannelDraft[], followersOf: (c: ChannelDraft) => number): ArtistDraft[] {
  return resolveArtists(channels, followersOf).artists;
}

function toArtistDrafts(groups: Map<ChannelDraft, ChannelDraft[]>, followersOf: (c: ChannelDraft) => number): ArtistDraft[] {
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
