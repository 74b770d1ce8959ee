import { eq, inArray, sql } from 'drizzle-orm';
import { readFigureBasis, type FigureBasis } from '@creatorlens/contracts';
import { schema, type Database, type Platform } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { getCampaignBoard } from '../campaigns/index.ts';
import { creatorFigurePlatforms } from '../channels/index.ts';
import { requireOrganization } from '../permissions/index.ts';
import { getWatchlist } from '../watchlists/index.ts';
import type { Dependencies } from '../dependencies.ts';

/** Brands a shortlist row names at most (the most frequent in the creator's sponsored posts). */
const MAX_BRANDS = 4;

export type ShortlistSubject = { kind: 'watchlist'; id: string } | { kind: 'campaign'; id: string };

export interface ShortlistCreator {
  name: string;
  handle: string;
  platform: Platform;
  /** False when the licence does not cover the platform: every figure below is then null, as on the page. */
  hasFigures: boolean;
  followers: number | null;
  engagementRate: number | null;
  followers30dGrowth: number | null;
  averageViews: number | null;
  botRisk: string | null;
  /** Epoch milliseconds the figures were observed at their source. */
  dataAsOf: number | null;
  source: string;
  figureBasis: FigureBasis;
  /** Null when no post of the channel was analysed yet (nothing known, rather than "0 sponsored"). */
  sponsored: { posts: number; analysedPosts: number; brands: string[] } | null;
}

export interface Shortlist {
  title: string;
  kind: ShortlistSubject['kind'];
  subjectId: string;
  organizationName: string;
  creators: ShortlistCreator[];
}

interface SponsoredRow {
  channel_id: string;
  analysed: number;
  sponsored: number;
  brands: string[] | null;
}

/** Sponsored-post counts and brands of the given channels; callers checked the channels and the post licence. */
async function unsafeLoadSponsored(db: Database, channelIds: readonly string[]): Promise<Map<string, SponsoredRow>> {
  if (channelIds.length === 0) return new Map();
  const ids = sql.join(
    channelIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await selectRows<SponsoredRow>(
    db,
    sql`select p.channel_id::text as channel_id,
               count(*)::int as analysed,
               count(*) filter (where pa.is_sponsored)::int as sponsored,
               (select array_agg(named.name order by named.posts desc, named.name)
                  from (select b.name, count(*) as posts
                          from post p2
                          join post_analysis pa2 on pa2.post_id = p2.id and pa2.is_sponsored
                          join post_brand pb on pb.post_id = p2.id
                          join brand b on b.id = pb.brand_id
                         where p2.channel_id = p.channel_id
                         group by b.name
                         order by posts desc, b.name
                         limit ${MAX_BRANDS}) named) as brands
          from post p join post_analysis pa on pa.post_id = p.id
         where p.channel_id in (${ids})
         group by p.channel_id`,
  );
  return new Map(rows.map((row) => [row.channel_id, row]));
}

/**
 * Everything a shortlist PDF shows of a watchlist or a campaign: the same channels as the page (getWatchlist or
 * getCampaignBoard check the read permission and the organisation), their figures, data date, bot risk and sponsored
 * history, with every creator figure empty on platforms the licence does not cover.
 */
export async function loadShortlist(deps: Dependencies, subject: ShortlistSubject): Promise<Shortlist> {
  const organizationId = requireOrganization(deps.actor);
  let title: string;
  let channelIds: string[];
  if (subject.kind === 'watchlist') {
    const { watchlist, channels } = await getWatchlist(deps, { id: subject.id });
    title = watchlist.name;
    channelIds = channels.map((channel) => channel.channelId);
  } else {
    const board = await getCampaignBoard(deps, { id: subject.id });
    title = board.campaign.name;
    // Board order: column by column, as the export and the board show the cards.
    const firstColumnId = board.columns[0]?.id ?? null;
    channelIds = board.columns.flatMap((column) =>
      board.cards.filter((card) => (card.columnId ?? firstColumnId) === column.id).map((card) => card.channelId),
    );
  }
  // A creator on a list twice (two cards) is one row of a shortlist.
  channelIds = [...new Set(channelIds)];
  const figurePlatforms = creatorFigurePlatforms(deps.actor);
  const [organization] = await deps.db
    .select({ name: schema.organization.name })
    .from(schema.organization)
    .where(eq(schema.organization.id, organizationId));
  // The channels come from the list or board just read in the actor's organisation, so reading them by id is safe.
  const rows =
    channelIds.length === 0
      ? []
      : await deps.db
          .select({
            id: schema.channel.id,
            name: schema.channel.name,
            handle: schema.channel.handle,
            platform: schema.channel.platform,
            followers: schema.channel.followers,
            engagementRate: schema.channel.engagementRate,
            followers30dGrowth: schema.channel.followers30dGrowth,
            averageViews: schema.channel.averageViews,
            botRisk: schema.channel.botRisk,
            dataAsOf: schema.channel.dataAsOf,
            source: schema.channel.source,
            figureBasis: schema.channel.figureBasis,
          })
          .from(schema.channel)
          .where(inArray(schema.channel.id, channelIds));
  const licensedIds = rows.filter((row) => figurePlatforms.includes(row.platform)).map((row) => row.id);
  const sponsored = await unsafeLoadSponsored(deps.db, licensedIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const creators = channelIds.flatMap((id): ShortlistCreator[] => {
    const row = byId.get(id);
    if (!row) return [];
    const hasFigures = figurePlatforms.includes(row.platform);
    const history = sponsored.get(id);
    return [
      {
        name: row.name,
        handle: row.handle,
        platform: row.platform,
        hasFigures,
        followers: hasFigures ? row.followers : null,
        engagementRate: hasFigures ? row.engagementRate : null,
        followers30dGrowth: hasFigures ? row.followers30dGrowth : null,
        averageViews: hasFigures ? row.averageViews : null,
        botRisk: hasFigures ? row.botRisk : null,
        dataAsOf: hasFigures && row.dataAsOf ? row.dataAsOf.getTime() : null,
        source: hasFigures ? (row.source ?? '') : '',
        figureBasis: hasFigures ? readFigureBasis(row.figureBasis) : {},
        sponsored:
          hasFigures && history && history.analysed > 0
            ? { posts: history.sponsored, analysedPosts: history.analysed, brands: history.brands ?? [] }
            : null,
      },
    ];
  });
  return { title, kind: subject.kind, subjectId: subject.id, organizationName: organization?.name ?? '', creators };
}
