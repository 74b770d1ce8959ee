import type { getCampaignBoard } from './campaign-board.ts';

type CampaignBoard = Awaited<ReturnType<typeof getCampaignBoard>>;

/** Column, position, channel, handle, platform, followers (null when the licence hides them), assignee, max budget, notes, added. */
type CampaignExportRow = [string, number, string, string, string, number | null, string, string | null, string, Date];

/** One export row per card, in board order (cards without a column belong to the first one), in the columns of CampaignExportRow. */
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
