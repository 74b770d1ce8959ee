/**
 * An organisation's view of who is who: the shared grouping (channel.artist_id) with the organisation's own merges
 * and splits applied at read time, in the order they were made. Pure, so the rule is tested without a database.
 */
import type { IdentityOverrideKind } from '@creatorlens/contracts';

export interface GroupedChannel {
  id: string;
  key: string;
  artistId: string;
}

export interface OrderedDecision {
  kind: IdentityOverrideKind;
  /** Channel keys (`platform:platformId`). */
  a: string;
  b: string;
}

/** The person a channel belongs to for the organisation: an artist id, or `channel:<id>` for a channel split off alone. */
export type PersonKey = string;

/**
 * Applies decisions to the base grouping of `channels` (every channel of every artist a decision touches):
 * merge(a, b) joins the two people; split(a, b) takes channel a out of b's person, alone. Returns the person of every
 * channel whose person differs from its artist.
 */
export function effectivePersons(channels: readonly GroupedChannel[], decisions: readonly OrderedDecision[]): Map<string, PersonKey> {
  const byKey = new Map(channels.map((c) => [c.key, c]));
  const groupOf = new Map<string, Set<GroupedChannel>>();
  const byArtist = new Map<string, Set<GroupedChannel>>();
  for (const c of channels) {
    const group = byArtist.get(c.artistId) ?? new Set();
    group.add(c);
    byArtist.set(c.artistId, group);
    groupOf.set(c.id, group);
  }
  for (const d of decisions) {
    const a = byKey.get(d.a);
    const b = byKey.get(d.b);
    if (!a || !b) continue;
    const ga = groupOf.get(a.id)!;
    const gb = groupOf.get(b.id)!;
    if (d.kind === 'merge' && ga !== gb) {
      for (const c of gb) {
        ga.add(c);
        groupOf.set(c.id, ga);
      }
    } else if (d.kind === 'split' && ga === gb) {
      ga.delete(a);
      groupOf.set(a.id, new Set([a]));
    }
  }
  const persons = new Map<string, PersonKey>();
  for (const group of new Set(groupOf.values())) {
    const members = [...group];
    // A group keeps the artist most of its channels come from (ties: the smallest id, so the choice is stable).
    const votes = new Map<string, number>();
    for (const c of members) votes.set(c.artistId, (votes.get(c.artistId) ?? 0) + 1);
    const artistId = [...votes.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]![0];
    const artistStillHasOthers = channels.some((c) => c.artistId === artistId && !group.has(c));
    const isAlone = members.length === 1 && artistStillHasOthers;
    for (const c of members) {
      const person = isAlone ? `channel:${c.id}` : artistId;
      if (person !== c.artistId) persons.set(c.id, person);
    }
  }
  return persons;
}
