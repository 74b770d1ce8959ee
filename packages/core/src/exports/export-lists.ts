import { getCampaignBoard, campaignBoardRows } from '../campaigns/index.ts';
import { slugify } from '@creatorlens/contracts';
import { getWatchlist } from '../watchlists/index.ts';
import { creatorFigurePlatforms } from '../channels/index.ts';
import { renderTable, type CsvStyle, type ExportCell, type ExportColumn, type ExportFormat } from './tabular.ts';
import { column, figureContextCells, figureContextColumns, unsafeLoadFigureContext } from './figure-columns.ts';
import { chargeExport, type ChargedExport } from './export-charge.ts';
import { EXPORT_WORDS, type ExportLocale } from './export-words.ts';
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

const watchlistColumns = (locale: ExportLocale): ExportColumn[] => [
  column(locale, 'channel', 'text', 30),
  column(locale, 'handle', 'text', 24),
  column(locale, 'platform', 'text'),
  column(locale, 'profileUrl', 'text', 40),
  column(locale, 'followers', 'integer', 14),
  column(locale, 'engagementRate', 'percent', 16),
  column(locale, 'growth30d', 'percent', 14),
  column(locale, 'averageViews', 'integer', 14),
  column(locale, 'added', 'date', 18),
  column(locale, 'changeSinceAdded', 'integer', 18),
  ...figureContextColumns(locale),
];

interface ListExportInput {
  id: string;
  format: ExportFormat;
  locale?: ExportLocale;
  csvStyle?: CsvStyle;
  now?: Date;
}

/**
 * A watchlist as CSV or XLSX in the reader's language: one row per channel with its figures, bot risk and data date
 * (read permission on watchlists and the organisation scope come from getWatchlist; creator figures are empty without
 * a valid licence, as on the page), charged per 100 rows.
 */
export async function exportWatchlist(deps: Dependencies, input: ListExportInput): Promise<ChargedExport> {
  const locale = input.locale ?? 'en';
  const { watchlist, channels } = await getWatchlist(deps, { id: input.id });
  // getWatchlist already scoped the channels to the actor's organisation; risk, date, source and basis need the
  // licence the figures need (a platform outside it shows no figures, so nothing to date either).
  const figurePlatforms = creatorFigurePlatforms(deps.actor);
  const context = await unsafeLoadFigureContext(
    deps.db,
    channels.map((channel) => channel.channelId),
  );
  const file = await renderTable(
    {
      baseName: slugify(watchlist.name) || EXPORT_WORDS[locale].files.watchlist,
      sheetName: watchlist.name,
      columns: watchlistColumns(locale),
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
        ...figureContextCells(context.get(channel.channelId), locale, figurePlatforms.includes(channel.platform)),
      ]),
    },
    { format: input.format, locale, csvStyle: input.csvStyle },
  );
  return chargeExport(
    deps,
    file,
    { subject: 'watchlist', subjectId: watchlist.id, format: input.format, rows: channels.length },
    input.now,
  );
}

const campaignColumns = (locale: ExportLocale): ExportColumn[] => [
  column(locale, 'column', 'text'),
  column(locale, 'position', 'integer'),
  column(locale, 'channel', 'text', 30),
  column(locale, 'handle', 'text'),
  column(locale, 'platform', 'text'),
  column(locale, 'followers', 'integer'),
  column(locale, 'engagementRate', 'percent'),
  column(locale, 'assignee', 'text'),
  column(locale, 'maxBudget', 'number'),
  column(locale, 'notes', 'text', 30),
  column(locale, 'added', 'date'),
  ...figureContextColumns(locale),
];

/**
 * A campaign's board as CSV or XLSX, one row per card in board order (campaignBoardRows' columns with the engagement rate beside the followers, then bot risk, data
 * date, source and basis), in the reader's language, charged per 100 rows.
 */
export async function exportCampaign(deps: Dependencies, input: ListExportInput): Promise<ChargedExport> {
  const locale = input.locale ?? 'en';
  const board = await getCampaignBoard(deps, { id: input.id });
  // The cards in campaignBoardRows' order (cards without a column belong to the first one), to pair each row with its channel.
  const firstColumnId = board.columns[0]?.id ?? null;
  const orderedCards = board.columns.flatMap((boardColumn) =>
    board.cards.filter((card) => (card.columnId ?? firstColumnId) === boardColumn.id),
  );
  const figurePlatforms = creatorFigurePlatforms(deps.actor);
  // getCampaignBoard already scoped the cards to the actor's organisation.
  const context = await unsafeLoadFigureContext(
    deps.db,
    orderedCards.map((card) => card.channelId),
  );
  const rows = campaignBoardRows(board).map((row, index) => {
    const card = orderedCards[index]!;
    const maxBudget = row[7];
    // Engagement beside the followers: the two figures a client asks for first (blank where the licence hides it).
    return [
      ...row.slice(0, 6),
      card.channel.engagementRate,
      row[6]!,
      maxBudget === null ? null : Number(maxBudget),
      ...row.slice(8),
      ...figureContextCells(context.get(card.channelId), locale, figurePlatforms.includes(card.channel.platform)),
    ] as ExportCell[];
  });
  const file = await renderTable(
    {
      baseName: slugify(board.campaign.name) || EXPORT_WORDS[locale].files.campaign,
      sheetName: board.campaign.name,
      columns: campaignColumns(locale),
      rows,
    },
    { format: input.format, locale, csvStyle: input.csvStyle },
  );
  return chargeExport(
    deps,
    file,
    { subject: 'campaign', subjectId: board.campaign.id, format: input.format, rows: rows.length },
    input.now,
  );
}
