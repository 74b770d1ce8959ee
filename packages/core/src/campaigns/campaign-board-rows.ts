import type { getCampaignBoard } from './campaign-board.ts';

type CampaignBoard = Awaited<ReturnType<typeof getCampaignBoard>>;

/** Column, position, channel, handle, platform, followers (null when the licence hides them), assignee, max budget, notes, added. */
export type CampaignExportRow = [string, number, string, string, string, number | null, string, string | null, string, Date];

/** Header labels of campaign exports; English, like the column names a spreadsheet formula would refer to. */
export const CAMPAIGN_CSV_HEADER = [
  'Column',
  'Position',
  'Channel',
  'Handle',
  'Platform',
  'Followers',
  'Assignee',
  'Max budget',
  'Notes',
  'Added',
] as const;

/** One export row per card, in board order (cards without a column belong to the first one), as CAMPAIGN_CSV_HEADER. */
export function campaignBoardRows(board: CampaignBoard): CampaignExportRow[] {
  const memberNames = new Map(board.members.map((member) => [member.id, member.name]));
  const firstColumnId = board.columns[0]?.id ?? null;
  return board.columns.flatMap((column) =>
    board.cards
      .filter((card) => (card.columnId ?? firstColumnId) === column.id)
      .map((card, position): CampaignExportRow => [
        column.name,
        position + 1,
        card.channel.name,
        card.channel.handle,
        card.channel.platform,
        card.channel.followers,
        card.assigneeId ? (memberNames.get(card.assigneeId) ?? '') : '',
        card.maxBudget,
        card.notes,
        new Date(card.createdAt),
      ]),
  );
}
