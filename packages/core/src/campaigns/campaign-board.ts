import { and, asc, eq } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';
import { channelVisibleTo, creatorFigurePlatforms } from '../channels/index.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { getCampaign, type CampaignView } from './campaigns.ts';
import { selectColumns, type CampaignColumnView } from './campaign-columns.ts';

import type { Dependencies, Executor } from '../dependencies.ts';

interface CampaignCardView {
  id: string;
  channelId: string;
  columnId: string | null;
  idx: number;
  assigneeId: string | null;
  /** Decimal string ("1500.00") or null: money is never a float. */
  maxBudget: string | null;
  notes: string;
  createdAt: number;
  updatedAt: number;
  channel: {
    platform: Platform;
    name: string;
    handle: string;
    avatarUrl: string | null;
    artistSlug: string;
    /** Null when unknown or when the licence no longer allows reading creator data. */
    followers: number | null;
    engagementRate: number | null;
    /** Epoch milliseconds the figures were observed at their source; null when unknown or not licensed. */
    dataAsOf: number | null;
    /** Where the figures come from (a seed source or connector id), for the data date's tooltip. */
    dataSource: string;
    /** low, medium, high, insufficient-data, or null (not assessed yet, or not licensed). */
    botRisk: string | null;
  };
}

interface OrganizationMemberOption {
  id: string;
  /** Username, falling back to the name (spec §3 display name). */
  name: string;
  image: string | null;
}

interface CampaignBoard {
  campaign: CampaignView;
  columns: CampaignColumnView[];
  /** Ordered by column, then idx. */
  cards: CampaignCardView[];
  /** Who a card can be assigned to. */
  members: OrganizationMemberOption[];
}

/**
 * The cards of a campaign with their channels and the figures a client asks about (followers, engagement, data date,
 * bot risk), in board order, in one statement. A card whose channel is hidden from the organisation (another
 * organisation's unconfirmed import, reused by a concurrent import) stays off the board until confirmed.
 */
async function selectCampaignCards(
  db: Executor,
  campaign: { id: string; organizationId: string },
  figurePlatforms: readonly Platform[],
): Promise<CampaignCardView[]> {
  const card = schema.campaignChannel;
  const channel = schema.channel;
  const rows = await db
    .select({
      card,
      platform: channel.platform,
      name: channel.name,
      handle: channel.handle,
      avatarUrl: channel.avatarUrl,
      followers: channel.followers,
      engagementRate: channel.engagementRate,
      dataAsOf: channel.dataAsOf,
      dataSource: channel.source,
      botRisk: channel.botRisk,
      artistSlug: schema.artist.slug,
    })
    .from(card)
    .innerJoin(channel, eq(channel.id, card.channelId))
    .innerJoin(schema.artist, eq(schema.artist.id, channel.artistId))
    .where(and(eq(card.campaignId, campaign.id), channelVisibleTo(campaign.organizationId)))
    .orderBy(asc(card.idx), asc(card.createdAt), asc(card.id));
  return rows.map((row) => {
    // Figures, their date and the bot-risk judgement are creator data: all of them or none, by licence platform.
    const isLicensed = figurePlatforms.includes(row.platform);
    return {
      id: row.card.id,
      channelId: row.card.channelId,
      columnId: row.card.columnId,
      idx: row.card.idx,
      assigneeId: row.card.assigneeId,
      maxBudget: row.card.maxBudget,
      notes: row.card.notes,
      createdAt: row.card.createdAt.getTime(),
      updatedAt: row.card.updatedAt.getTime(),
      channel: {
        platform: row.platform,
        name: row.name,
        handle: row.handle,
        avatarUrl: row.avatarUrl,
        artistSlug: row.artistSlug,
        followers: isLicensed && row.followers !== null ? Number(row.followers) : null,
        engagementRate: isLicensed ? row.engagementRate : null,
        dataAsOf: isLicensed && row.dataAsOf ? row.dataAsOf.getTime() : null,
        dataSource: row.dataSource,
        botRisk: isLicensed ? row.botRisk : null,
      },
    };
  });
}

/** The members of an organisation, by display name. */
async function selectOrganizationMembers(db: Executor, organizationId: string): Promise<OrganizationMemberOption[]> {
  const rows = await db
    .select({ id: schema.user.id, name: schema.user.name, username: schema.user.username, image: schema.user.image })
    .from(schema.member)
    .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
    .where(eq(schema.member.organizationId, organizationId));
  return rows.map((row) => ({ id: row.id, name: row.username || row.name, image: row.image })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A campaign's board: the campaign, its columns, its cards with their channels, and the assignable members. */
export async function getCampaignBoard({ db, actor }: Dependencies, input: { id: string }): Promise<CampaignBoard> {
  requirePermission(actor, 'read', 'campaign');
  const organizationId = requireOrganization(actor);
  const campaign = await getCampaign({ db, actor }, input);
  // An expired licence keeps the organisation's own lists readable but not creator figures; a licence shows the
  // figures of its platforms only.
  const figurePlatforms = creatorFigurePlatforms(actor);
  const [columns, cards, members] = await Promise.all([
    selectColumns(db, campaign.id),
    selectCampaignCards(db, { id: campaign.id, organizationId }, figurePlatforms),
    selectOrganizationMembers(db, organizationId),
  ]);
  return { campaign, columns, cards, members };
}
