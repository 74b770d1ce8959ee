import { getCampaignBoard } from '../campaigns/campaign-board.ts';
import { CAMPAIGN_CSV_HEADER, campaignBoardRows } from '../campaigns/campaign-board-rows.ts';
import { slugify } from '@creatorlens/contracts';
import { getWatchlist } from '../watchlists/get-watchlist.ts';
import { creatorFigurePlatforms } from '../channels/channel-access.ts';
import { renderTable, type ExportColumn, type ExportFile, type ExportFormat } from './tabular.ts';
import { BASIS_EXPORT_COLUMNS, SOURCE_COLUMN, basisCells, unsafeLoadFigureContext, type FigureContext } from './figure-columns.ts';
import type { Dependencies } from '../dependencies.ts';

const profileUrl = (platform: string, handle: string): string | null => {
  const name = handle.replace(/^@/, '');
  // No handle known (a YouTube channel known only by its name): no URL rather than a broken one.
  if (!name) return null;
  if (platform === 'instagram') return `https://www.instagram.com/${name}/`;
  if (platform === 'tiktok') return `https://www.tiktok.com/@${name}`;
  if (platform === 'youtube') return `https://www.youtube.com/@${name}`;
  if (platform === 'twitch') return `https://www.twitch.tv/${name}`;
  return null;
};

/** Date, source and basis cells; empty where the list shows no creator figures (outside the licence), like the figures. */
const figureContextCells = (context: FigureContext | undefined, hasFigures: boolean): (string | Date | null)[] =>
  context && hasFigures
    ? [context.dataAsOf, context.source, ...basisCells(context.figureBasis)]
    : [null, null, ...BASIS_EXPORT_COLUMNS.map(() => null)];

const WATCHLIST_COLUMNS: ExportColumn[] = [
  { header: 'Channel', kind: 'text', width: 30 },
  { header: 'Handle', kind: 'text', width: 24 },
  { header: 'Platform', kind: 'text' },
  { header: 'Profile URL', kind: 'text', width: 40 },
  { header: 'Followers', kind: 'integer', width: 14 },
  { header: 'Engagement rate', kind: 'percent', width: 16 },
  { header: '30-day growth', kind: 'percent', width: 14 },
  { header: 'Average views', kind: 'integer', width: 14 },
  { header: 'Added', kind: 'date', width: 18 },
  { header: 'Change since added', kind: 'integer', width: 18 },
  { header: 'Data as of', kind: 'date', width: 18 },
  SOURCE_COLUMN,
  ...BASIS_EXPORT_COLUMNS,
];

/**
 * A watchlist as CSV or XLSX: one row per channel with its figures (read permission on watchlists and the
 * organisation scope come from getWatchlist; creator figures are empty without a valid licence, as on the page).
 */
export async function exportWatchlist(deps: Dependencies, input: { id: string; format: ExportFormat }): Promise<ExportFile> {
  const { watchlist, channels } = await getWatchlist(deps, { id: input.id });
  // getWatchlist already scoped the channels to the actor's organisation; date, source and basis need the licence the
  // figures need (a platform outside it shows no figures, so nothing to date either).
  const figurePlatforms = creatorFigurePlatforms(deps.actor);
  const context = await unsafeLoadFigureContext(
    deps.db,
    channels.map((channel) => channel.channelId),
  );
  return renderTable(
    {
      baseName: slugify(watchlist.name) || 'watchlist',
      sheetName: watchlist.name,
      columns: WATCHLIST_COLUMNS,
      rows: channels.map((channel) => [
        channel.name,
        channel.handle,
        channel.platform,
        profileUrl(channel.platform, channel.handle),
        channel.followers,
        channel.engagementRate,
        channel.followers30dGrowth,
        channel.averageViews,
        channel.addedAt === null ? null : new Date(channel.addedAt),
        channel.followersChange,
        ...figureContextCells(context.get(channel.channelId), figurePlatforms.includes(channel.platform)),
      ]),
    },
    input.format,
  );
}

const CAMPAIGN_KINDS: Record<(typeof CAMPAIGN_CSV_HEADER)[number], ExportColumn['kind']> = {
  Column: 'text',
  Position: 'integer',
  Channel: 'text',
  Handle: 'text',
  Platform: 'text',
  Followers: 'integer',
  Assignee: 'text',
  'Max budget': 'number',
  Notes: 'text',
  Added: 'date',
};

/** A campaign's board as CSV or XLSX, one row per card in board order (CAMPAIGN_CSV_HEADER). */
export async function exportCampaign(deps: Dependencies, input: { id: string; format: ExportFormat }): Promise<ExportFile> {
  const board = await getCampaignBoard(deps, { id: input.id });
  const rows = campaignBoardRows(board).map((row) => {
    const maxBudget = row[7];
    return [...row.slice(0, 7), maxBudget === null ? null : Number(maxBudget), ...row.slice(8)];
  });
  return renderTable(
    {
      baseName: slugify(board.campaign.name) || 'campaign',
      sheetName: board.campaign.name,
      columns: CAMPAIGN_CSV_HEADER.map((header) => ({
        header,
        kind: CAMPAIGN_KINDS[header],
        width: header === 'Notes' || header === 'Channel' ? 30 : undefined,
      })),
      rows,
    },
    input.format,
  );
}
