import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import type { IdentityDecision, IdentityEvidence, IdentityOverrideKind } from '@creatorlens/contracts';
import { isOrgAdmin } from '../actor.ts';
import { channelReadScope } from '../channels/index.ts';
import type { Dependencies } from '../dependencies.ts';
import { AppError } from '../errors.ts';
import { defineAbilityFor } from '../permissions/index.ts';
import { channelIdsOfPerson, channelKeySql, organizationPersonMap } from './overrides.ts';

interface IdentityChannelView {
  id: string;
  key: string;
  platform: string;
  handle: string;
  name: string;
  followers: number | null;
  artistSlug: string;
  artistName: string;
}

interface IdentityPairView {
  channelAId: string;
  channelBId: string;
  confidence: number;
  decision: IdentityDecision;
  evidence: IdentityEvidence[];
}

interface IdentityOverrideView {
  id: string;
  kind: IdentityOverrideKind;
  scope: 'organization' | 'global';
  channelAKey: string;
  channelBKey: string;
  createdAt: number;
}

interface ArtistIdentityView {
  /** The person's channels as the actor's organisation sees them (shared grouping plus its own corrections). */
  channels: IdentityChannelView[];
  /** Channels of this artist the organisation split off (they stand alone for it). */
  splitOff: IdentityChannelView[];
  /** Stored scores between the person's channels: why they are grouped. */
  matches: IdentityPairView[];
  /** Channels outside the person that may be the same person, strongest first. */
  suggestions: { channel: IdentityChannelView; pair: IdentityPairView }[];
  overrides: IdentityOverrideView[];
  /** Organisation admins (valid licence) correct for their organisation; platform admins also globally. */
  canCorrect: boolean;
  canCorrectGlobally: boolean;
}

const SUGGESTION_LIMIT = 8;

const identityColumns = {
  id: schema.channel.id,
  key: channelKeySql,
  platform: schema.channel.platform,
  handle: schema.channel.handle,
  name: schema.channel.name,
  followers: schema.channel.followers,
  artistId: schema.channel.artistId,
  artistSlug: schema.artist.slug,
  artistName: schema.artist.name,
};

/** Whether the actor may correct identities for its organisation (organisation admins with a valid licence). */
function canCorrectIdentity(actor: Dependencies['actor']): boolean {
  const ability = defineAbilityFor(actor);
  return isOrgAdmin(actor) && !actor.isGuest && ability.can('read', 'channel') && ability.can('update', 'organization');
}

/**
 * Who the artist is across platforms for the actor's organisation: the grouped channels with the scores and evidence
 * behind them, suggestions of further channels, and the corrections made so far.
 */
export async function getArtistIdentity({ db, actor }: Dependencies, input: { slug: string }): Promise<ArtistIdentityView> {
  const scope = channelReadScope(actor);
  const [artist] = await db.select({ id: schema.artist.id }).from(schema.artist).where(eq(schema.artist.slug, input.slug.toLowerCase()));
  if (!artist) throw new AppError('NOT_FOUND', `No artist is called "${input.slug}".`);
  const persons = await organizationPersonMap(db, scope.organizationId);
  const personOf = (c: { id: string; artistId: string }) => persons.get(c.id) ?? c.artistId;

  const select = () =>
    db.select(identityColumns).from(schema.channel).innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId));
  const own = await select().where(and(eq(schema.channel.artistId, artist.id), scope.where));
  const votes = new Map<string, number>();
  for (const c of own) votes.set(personOf(c), (votes.get(personOf(c)) ?? 0) + 1);
  const person = [...votes.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? artist.id;
  const joinedIds = (await channelIdsOfPerson(db, persons, person)).filter((id) => !own.some((c) => c.id === id));
  const joined = joinedIds.length > 0 ? await select().where(and(inArray(schema.channel.id, joinedIds), scope.where)) : [];
  const byId = new Map([...own, ...joined].map((c) => [c.id, c]));
  const members = [...byId.values()].filter((c) => personOf(c) === person).sort((a, b) => (b.followers ?? -1) - (a.followers ?? -1));
  const splitOff = own.filter((c) => personOf(c) !== person);
  const memberIds = new Set(members.map((c) => c.id));

  const pairs =
    memberIds.size === 0
      ? []
      : await db
          .select()
          .from(schema.identityMatch)
          .where(or(inArray(schema.identityMatch.channelAId, [...memberIds]), inArray(schema.identityMatch.channelBId, [...memberIds])))
          .orderBy(desc(schema.identityMatch.confidence));
  const toPair = (p: (typeof pairs)[number]): IdentityPairView => ({
    channelAId: p.channelAId,
    channelBId: p.channelBId,
    confidence: p.confidence,
    decision: p.decision,
    evidence: p.evidence,
  });
  const matches = pairs.filter((p) => memberIds.has(p.channelAId) && memberIds.has(p.channelBId)).map(toPair);

  const keys = [...members, ...splitOff].map((c) => c.key);
  const overrides =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(schema.identityOverride)
          .where(
            and(
              scope.organizationId
                ? or(isNull(schema.identityOverride.organizationId), eq(schema.identityOverride.organizationId, scope.organizationId))
                : isNull(schema.identityOverride.organizationId),
              or(inArray(schema.identityOverride.channelAKey, keys), inArray(schema.identityOverride.channelBKey, keys)),
            ),
          )
          .orderBy(desc(schema.identityOverride.createdAt));
  const splitPairs = new Set(
    overrides.filter((o) => o.kind === 'split').flatMap((o) => [`${o.channelAKey}|${o.channelBKey}`, `${o.channelBKey}|${o.channelAKey}`]),
  );

  const outside = pairs.filter((p) => memberIds.has(p.channelAId) !== memberIds.has(p.channelBId));
  const outsideIds = outside.map((p) => (memberIds.has(p.channelAId) ? p.channelBId : p.channelAId));
  const others = outsideIds.length > 0 ? await select().where(and(inArray(schema.channel.id, outsideIds), scope.where)) : [];
  const otherById = new Map(others.map((c) => [c.id, c]));
  const suggestions: ArtistIdentityView['suggestions'] = [];
  for (const p of outside) {
    const mine = byId.get(memberIds.has(p.channelAId) ? p.channelAId : p.channelBId)!;
    const other = otherById.get(memberIds.has(p.channelAId) ? p.channelBId : p.channelAId);
    if (!other || splitPairs.has(`${mine.key}|${other.key}`) || suggestions.some((s) => s.channel.id === other.id)) continue;
    suggestions.push({ channel: view(other), pair: toPair(p) });
    if (suggestions.length >= SUGGESTION_LIMIT) break;
  }
  return {
    channels: members.map(view),
    splitOff: splitOff.map(view),
    matches,
    suggestions,
    overrides: overrides.map((o) => ({
      id: o.id,
      kind: o.kind,
      scope: o.organizationId ? 'organization' : 'global',
      channelAKey: o.channelAKey,
      channelBKey: o.channelBKey,
      createdAt: o.createdAt.getTime(),
    })),
    canCorrect: canCorrectIdentity(actor),
    canCorrectGlobally: defineAbilityFor(actor).can('read', 'admin_area'),
  };
}

/** Only the view's fields: the query rows carry more (artist ids, scope columns) that the browser does not need. */
function view(c: IdentityChannelView): IdentityChannelView {
  return {
    id: c.id,
    key: c.key,
    platform: c.platform,
    handle: c.handle,
    name: c.name,
    followers: c.followers,
    artistSlug: c.artistSlug,
    artistName: c.artistName,
  };
}
