import { and, asc, eq, ilike } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { defineAbilityFor } from '../permissions/index.ts';
import { escapeLikePattern, searchChannels, type ChannelSearchHit } from '../discovery/index.ts';
import { teamVisibleTo } from '../teams/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface NamedListHit {
  id: string;
  name: string;
}

interface ArtistHit {
  slug: string;
  name: string;
  channelCount: number;
  avatarUrl: string | null;
}

interface SearchEverythingResult {
  channels: ChannelSearchHit[];
  artists: ArtistHit[];
  campaigns: NamedListHit[];
  watchlists: NamedListHit[];
  tags: (NamedListHit & { color: string })[];
}

const PER_GROUP = 5;

/**
 * The header search: channels (the channel search), the artists behind them, and the organisation's campaigns,
 * watchlists and tags by name. Each group only appears when the actor may read it; an expired licence still
 * finds the organisation's own lists.
 */
export async function searchEverything({ db, actor }: Dependencies, input: { q: string }): Promise<SearchEverythingResult> {
  const ability = defineAbilityFor(actor);
  const organizationId = actor.organizationId;
  const pattern = `%${escapeLikePattern(input.q.trim())}%`;

  const namesIn = (table: typeof schema.campaign | typeof schema.watchlist) =>
    organizationId
      ? db
          .select({ id: table.id, name: table.name })
          .from(table)
          .where(and(eq(table.organizationId, organizationId), teamVisibleTo(table.teamId, actor), ilike(table.name, pattern)))
          .orderBy(asc(table.idx), asc(table.name))
          .limit(PER_GROUP)
      : Promise.resolve([]);
  const { tag } = schema;

  const [channels, campaigns, watchlists, tags] = await Promise.all([
    ability.can('read', 'channel') ? searchChannels({ db, actor }, { q: input.q, limit: 8 }) : Promise.resolve([]),
    ability.can('read', 'campaign') ? namesIn(schema.campaign) : Promise.resolve([]),
    ability.can('read', 'watchlist') ? namesIn(schema.watchlist) : Promise.resolve([]),
    organizationId
      ? db
          .select({ id: tag.id, name: tag.name, color: tag.color })
          .from(tag)
          .where(and(eq(tag.organizationId, organizationId), ilike(tag.name, pattern)))
          .orderBy(asc(tag.idx), asc(tag.name))
          .limit(PER_GROUP)
      : Promise.resolve([]),
  ]);

  // Artists are the people behind the matching channels: one entry per artist, in the channels' rank order.
  const artists = new Map<string, ArtistHit>();
  for (const hit of channels) {
    const known = artists.get(hit.artistSlug);
    if (known) known.channelCount += 1;
    else artists.set(hit.artistSlug, { slug: hit.artistSlug, name: hit.artistName, channelCount: 1, avatarUrl: hit.avatarUrl });
  }
  return { channels: channels.slice(0, PER_GROUP), artists: [...artists.values()].slice(0, PER_GROUP), campaigns, watchlists, tags };
}
