import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';
import type { TagColor } from '@creatorlens/db/schema';
import type { Dependencies } from '../dependencies.ts';
import { defineAbilityFor, requireOrganization } from '../permissions/index.ts';
import { loadArtistChannels } from './get-artist-by-slug.ts';
import { teamVisibleTo } from '../teams/index.ts';

/** One of the artist's channels, as the membership lists name it (an artist often has several). */
interface MembershipChannel {
  id: string;
  name: string;
  platform: Platform;
}

interface ArtistMemberships {
  /** The artist's channels the memberships below refer to (all platforms, as the lists show them), biggest first. */
  channels: MembershipChannel[];
  /** False when the actor may not read campaigns: the page then leaves the section out instead of saying "none". */
  canReadCampaigns: boolean;
  campaigns: {
    id: string;
    name: string;
    isDraft: boolean;
    /** One card per channel of the artist on the board; columnName is null for a card whose column was deleted. */
    cards: { channelId: string; columnName: string | null }[];
  }[];
  canReadWatchlists: boolean;
  watchlists: { id: string; name: string; channelIds: string[] }[];
  tags: { id: string; name: string; color: TagColor; channelIds: string[] }[];
}

/**
 * The campaigns, watchlists and tags of the actor's organisation that hold any of the artist's channels, in sidebar
 * order: one query per kind, each scoped to the organisation; kinds the actor may not read come back empty.
 */
export async function getArtistMemberships(dependencies: Dependencies, input: { slug: string }): Promise<ArtistMemberships> {
  const { db, actor } = dependencies;
  const organizationId = requireOrganization(actor);
  const ability = defineAbilityFor(actor);
  const canReadCampaigns = ability.can('read', 'campaign');
  const canReadWatchlists = ability.can('read', 'watchlist');
  // All of the artist's channels, also those on platforms outside the licence: the lists themselves show such
  // channels (only their figures are blanked), so the page says where they are rather than hiding a membership.
  const { channels } = await loadArtistChannels(dependencies, input);
  const channelIds = channels.map((channel) => channel.id);
  const empty = { channels: [], canReadCampaigns, campaigns: [], canReadWatchlists, watchlists: [], tags: [] };
  if (channelIds.length === 0) return empty;

  // The three reads are independent; each filters by organisation on the list itself and on the entry, so another
  // organisation's lists can never appear even if an entry pointed across organisations.
  const [campaignRows, watchlistRows, tagRows] = await Promise.all([
    canReadCampaigns
      ? db
          .select({
            id: schema.campaign.id,
            name: schema.campaign.name,
            isDraft: schema.campaign.isDraft,
            channelId: schema.campaignChannel.channelId,
            columnName: schema.campaignColumn.name,
          })
          .from(schema.campaignChannel)
          .innerJoin(schema.campaign, eq(schema.campaign.id, schema.campaignChannel.campaignId))
          .leftJoin(schema.campaignColumn, eq(schema.campaignColumn.id, schema.campaignChannel.columnId))
          .where(
            and(
              eq(schema.campaign.organizationId, organizationId),
              eq(schema.campaignChannel.organizationId, organizationId),
              teamVisibleTo(schema.campaign.teamId, actor),
              inArray(schema.campaignChannel.channelId, channelIds),
            ),
          )
          .orderBy(asc(schema.campaign.idx), asc(schema.campaign.createdAt), asc(schema.campaign.id))
      : Promise.resolve([]),
    canReadWatchlists
      ? db
          .select({ id: schema.watchlist.id, name: schema.watchlist.name, channelId: schema.watchlistChannel.channelId })
          .from(schema.watchlistChannel)
          .innerJoin(schema.watchlist, eq(schema.watchlist.id, schema.watchlistChannel.watchlistId))
          .where(
            and(
              eq(schema.watchlist.organizationId, organizationId),
              eq(schema.watchlistChannel.organizationId, organizationId),
              teamVisibleTo(schema.watchlist.teamId, actor),
              inArray(schema.watchlistChannel.channelId, channelIds),
            ),
          )
          .orderBy(asc(schema.watchlist.idx), asc(schema.watchlist.createdAt), asc(schema.watchlist.id))
      : Promise.resolve([]),
    // Reading tags needs only membership (see listTags): the catalogue has no read action on tags.
    db
      .select({ id: schema.tag.id, name: schema.tag.name, color: schema.tag.color, channelId: schema.channelTag.channelId })
      .from(schema.channelTag)
      .innerJoin(schema.tag, eq(schema.tag.id, schema.channelTag.tagId))
      .where(
        and(
          eq(schema.tag.organizationId, organizationId),
          eq(schema.channelTag.organizationId, organizationId),
          inArray(schema.channelTag.channelId, channelIds),
        ),
      )
      .orderBy(asc(schema.tag.idx), asc(schema.tag.createdAt), asc(schema.tag.id)),
  ]);

  // Cards and entries follow the artist's channel order (biggest first), whatever order the database returned.
  const channelOrder = new Map(channelIds.map((id, index) => [id, index]));
  const byChannel = (a: { channelId: string }, b: { channelId: string }) =>
    (channelOrder.get(a.channelId) ?? 0) - (channelOrder.get(b.channelId) ?? 0);

  const campaigns = groupById(campaignRows, (row) => ({ id: row.id, name: row.name, isDraft: row.isDraft, cards: [] as Card[] }));
  for (const row of [...campaignRows].sort(byChannel))
    campaigns.get(row.id)!.cards.push({ channelId: row.channelId, columnName: row.columnName });
  const watchlists = groupById(watchlistRows, (row) => ({ id: row.id, name: row.name, channelIds: [] as string[] }));
  for (const row of [...watchlistRows].sort(byChannel)) watchlists.get(row.id)!.channelIds.push(row.channelId);
  const tags = groupById(tagRows, (row) => ({ id: row.id, name: row.name, color: row.color, channelIds: [] as string[] }));
  for (const row of [...tagRows].sort(byChannel)) tags.get(row.id)!.channelIds.push(row.channelId);

  return {
    ...empty,
    channels: channels.map((channel) => ({ id: channel.id, name: channel.name, platform: channel.platform })),
    campaigns: [...campaigns.values()],
    watchlists: [...watchlists.values()],
    tags: [...tags.values()],
  };
}

type Card = ArtistMemberships['campaigns'][number]['cards'][number];

/** Groups rows (already in list order) by list id, keeping the first appearance's order. */
function groupById<Row extends { id: string }, Group>(rows: Row[], toGroup: (row: Row) => Group): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const row of rows) if (!groups.has(row.id)) groups.set(row.id, toGroup(row));
  return groups;
}
