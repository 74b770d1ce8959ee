/**
 * Identity resolution over a whole set of channels: find candidate pairs (channels of different platforms that share
 * a username, a name, an undecorated username, or that one links to), score them, and group channels into people.
 * Stored decisions (a platform admin's global merge or split) always win over the score.
 */
import type { IdentityOverrideKind } from '@creatorlens/contracts';
import { handleKey } from '../text.ts';
import type { IdentityChannel } from './identity-channel.ts';
import { handleKeysOf, nameKeysOf, undecoratedKey } from './keys.ts';
import { profileReferences } from './profile-links.ts';
import { scorePair, type ScoredPair } from './score-pair.ts';

/** A stored correction between two channel keys (`platform:platformId`); later decisions on one pair replace earlier ones. */
export interface IdentityDecisionInput {
  kind: IdentityOverrideKind;
  a: string;
  b: string;
}

/** Keys shared by more channels than this are names like "Anna" or "Gaming Tips": no candidate pairs from them. */
const MAX_CHANNELS_PER_KEY = 8;

/** Every cross-platform pair with at least one piece of evidence, scored (pairs scored 0 are dropped). */
export function scoreCandidatePairs(channels: readonly IdentityChannel[]): ScoredPair[] {
  const byKey = new Map<string, Set<IdentityChannel>>();
  // Channels per platform and key, apart for usernames and for names (a name also matches a username).
  const perPlatform = new Map<string, Set<IdentityChannel>>();
  const count = (id: string, channel: IdentityChannel) => perPlatform.set(id, (perPlatform.get(id) ?? new Set()).add(channel));
  const put = (key: string, channel: IdentityChannel) => byKey.set(key, (byKey.get(key) ?? new Set()).add(channel));
  const byPlatformKey = new Map<string, IdentityChannel[]>();
  const byChannelKey = new Map<string, IdentityChannel>();
  for (const channel of channels) {
    byChannelKey.set(channel.key, channel);
    const handles = handleKeysOf(channel);
    for (const key of handles) {
      put(key, channel);
      count(`handle|${channel.platform}|${key}`, channel);
      count(`name|${channel.platform}|${key}`, channel);
      const bare = undecoratedKey(key);
      if (bare) put(`~${bare}`, channel);
      else put(`~${key}`, channel);
      const list = byPlatformKey.get(`${channel.platform}:${key}`) ?? [];
      list.push(channel);
      byPlatformKey.set(`${channel.platform}:${key}`, list);
    }
    byPlatformKey.set(`${channel.platform}:${channel.platformId}`, [
      ...(byPlatformKey.get(`${channel.platform}:${channel.platformId}`) ?? []),
      channel,
    ]);
    for (const name of nameKeysOf(channel)) {
      count(`name|${channel.platform}|${name.key}`, channel);
      if (name.isMultiword || name.key.length >= 6) put(name.key, channel);
    }
  }

  const pairs = new Map<string, [IdentityChannel, IdentityChannel]>();
  const consider = (a: IdentityChannel, b: IdentityChannel) => {
    if (a === b || a.platform === b.platform) return;
    const [x, y] = a.key < b.key ? [a, b] : [b, a];
    pairs.set(`${x.key}|${y.key}`, [x, y]);
  };
  for (const set of byKey.values()) {
    if (set.size < 2 || set.size > MAX_CHANNELS_PER_KEY) continue;
    const list = [...set];
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) consider(list[i]!, list[j]!);
  }
  for (const channel of channels) {
    for (const linked of channel.linked) {
      const other = byChannelKey.get(linked);
      if (other) consider(channel, other);
    }
    for (const text of channel.texts) {
      for (const reference of profileReferences(text)) {
        const key = reference.key.startsWith('UC') ? reference.key : handleKey(reference.key);
        for (const other of byPlatformKey.get(`${reference.platform}:${key}`) ?? []) consider(channel, other);
      }
    }
  }
  const keyCount = (platform: string, key: string, kind: 'handle' | 'name') => perPlatform.get(`${kind}|${platform}|${key}`)?.size ?? 0;
  const scored: ScoredPair[] = [];
  for (const [a, b] of pairs.values()) {
    const pair = scorePair(a, b, keyCount);
    if (pair.confidence > 0) scored.push(pair);
  }
  return scored.sort((x, y) => y.confidence - x.confidence || x.a.key.localeCompare(y.a.key) || x.b.key.localeCompare(y.b.key));
}

/** The latest decision per unordered pair, in the order given (oldest first). */
export function latestDecisions(decisions: readonly IdentityDecisionInput[]): IdentityDecisionInput[] {
  const latest = new Map<string, IdentityDecisionInput>();
  for (const d of decisions) {
    const id = d.a < d.b ? `${d.a}|${d.b}` : `${d.b}|${d.a}`;
    latest.delete(id);
    latest.set(id, d);
  }
  return [...latest.values()];
}

/**
 * Groups channel keys into people: first the decisions' merges (a person said so), then auto-merge pairs from the
 * strongest down. A group never takes two channels of one platform from a score, and never joins two channels a
 * split decision separated (directly or through a chain).
 */
export function groupByIdentity(
  channels: readonly { key: string; platform: string }[],
  pairs: readonly Pick<ScoredPair, 'a' | 'b' | 'decision' | 'confidence'>[],
  decisions: readonly IdentityDecisionInput[] = [],
): string[][] {
  const parent = new Map<string, string>();
  const members = new Map<string, Set<string>>();
  const platformOf = new Map<string, string>();
  for (const c of channels) {
    parent.set(c.key, c.key);
    members.set(c.key, new Set([c.key]));
    platformOf.set(c.key, c.platform);
  }
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(key, root);
    return root;
  };
  const effective = latestDecisions(decisions).filter((d) => parent.has(d.a) && parent.has(d.b));
  const apart = new Map<string, Set<string>>();
  for (const d of effective.filter((x) => x.kind === 'split')) {
    apart.set(d.a, (apart.get(d.a) ?? new Set()).add(d.b));
    apart.set(d.b, (apart.get(d.b) ?? new Set()).add(d.a));
  }
  const union = (a: string, b: string, isForced: boolean): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    const ma = members.get(ra)!;
    const mb = members.get(rb)!;
    for (const x of ma) for (const y of apart.get(x) ?? []) if (mb.has(y)) return;
    if (!isForced) {
      const platforms = new Set([...ma].map((k) => platformOf.get(k)));
      if ([...mb].some((k) => platforms.has(platformOf.get(k)))) return;
    }
    parent.set(rb, ra);
    for (const k of mb) ma.add(k);
    members.delete(rb);
  };
  for (const d of effective) if (d.kind === 'merge') union(d.a, d.b, true);
  for (const p of pairs) if (p.decision === 'auto-merge') union(p.a.key, p.b.key, false);
  return [...members.values()].map((set) => [...set]);
}
