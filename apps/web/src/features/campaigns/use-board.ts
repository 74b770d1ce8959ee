import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moveToIndex } from '@creatorlens/contracts';
import { useToast } from '@creatorlens/ui';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { trpcClient, useTRPC, type RouterInputs, type RouterOutputs } from '../../lib/trpc.ts';

export type Board = RouterOutputs['campaign']['getCampaign'];
export type BoardCard = Board['cards'][number];
export type BoardColumn = Board['columns'][number];
/** An index past any column's end: the server clamps it, so "move to the end" needs no count. */
export const END_OF_COLUMN = 100_000;

export type CardChanges = RouterInputs['campaign']['updateCard']['data'];

/** Cards per column in board order; a card without a column (legacy data) shows in the first column. */
export function groupCards(board: Pick<Board, 'columns' | 'cards'>): Map<string, BoardCard[]> {
  const groups = new Map<string, BoardCard[]>(board.columns.map((column) => [column.id, []]));
  const firstId = board.columns[0]?.id;
  for (const card of board.cards) {
    const key = card.columnId && groups.has(card.columnId) ? card.columnId : firstId;
    if (key) groups.get(key)!.push(card);
  }
  for (const cards of groups.values()) cards.sort((a, b) => a.idx - b.idx || a.createdAt - b.createdAt);
  return groups;
}

/** The board after moving a card: target column renumbered 0..n-1, as the server will store it. */
export function moveCardInBoard(board: Board, cardId: string, columnId: string, index: number): Board {
  const groups = groupCards(board);
  const targetIds = moveToIndex(
    (groups.get(columnId) ?? []).map((card) => card.id),
    cardId,
    index,
  );
  const position = new Map(targetIds.map((id, idx) => [id, idx]));
  return {
    ...board,
    cards: board.cards.map((card) => (position.has(card.id) ? { ...card, columnId, idx: position.get(card.id)! } : card)),
  };
}

/** A campaign's board with optimistic card moves and edits (rolled back with a message when refused). */
export function useBoard(campaignId: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const boardKey = api.campaign.getCampaign.queryKey({ id: campaignId });
  const query = useQuery(api.campaign.getCampaign.queryOptions({ id: campaignId }));

  async function optimistic(
    change: ((board: Board) => Board) | null,
    send: () => Promise<unknown>,
    describeError: (error: unknown) => string = (error) => t(errorMessageKey(error)),
  ): Promise<boolean> {
    await queryClient.cancelQueries({ queryKey: boardKey });
    const previous = queryClient.getQueryData(boardKey);
    if (change) queryClient.setQueryData(boardKey, (board) => (board ? change(board) : board));
    try {
      await send();
      return true;
    } catch (error) {
      queryClient.setQueryData(boardKey, previous);
      toast.show({ tone: 'critical', title: t('Lists.change-failed'), description: describeError(error) });
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: boardKey });
    }
  }
  const touchList = () => void queryClient.invalidateQueries({ queryKey: api.campaign.listCampaigns.queryKey() });
  // The only input of a column write is its name: a refused one is a blank name, said as such (not "invalid input").
  const describeColumnError = (error: unknown) =>
    getAppErrorCode(error) === 'VALIDATION' ? t('CampaignBoard.column-name-blank') : t(errorMessageKey(error));

  return {
    query,
    moveCard: (cardId: string, columnId: string, index: number) =>
      optimistic(
        (board) => moveCardInBoard(board, cardId, columnId, index),
        () => trpcClient.campaign.moveCard.mutate({ cardId, columnId, index }),
      ),
    updateCard: (cardId: string, data: CardChanges) =>
      optimistic(
        (board) => ({
          ...board,
          cards: board.cards.map((card) => (card.id === cardId ? { ...card, ...data, notes: data.notes ?? card.notes } : card)),
        }),
        () => trpcClient.campaign.updateCard.mutate({ cardId, data }),
      ),
    removeCard: async (card: BoardCard) => {
      const isDone = await optimistic(
        (board) => ({ ...board, cards: board.cards.filter((entry) => entry.id !== card.id) }),
        () => trpcClient.campaign.removeChannel.mutate({ campaignId, channelId: card.channelId }),
      );
      touchList();
      return isDone;
    },
    createColumn: (name: string) =>
      optimistic(null, () => trpcClient.campaign.createColumn.mutate({ campaignId, name }), describeColumnError),
    renameColumn: (id: string, name: string) =>
      optimistic(
        (board) => ({ ...board, columns: board.columns.map((column) => (column.id === id ? { ...column, name } : column)) }),
        () => trpcClient.campaign.updateColumn.mutate({ id, data: { name } }),
        describeColumnError,
      ),
    deleteColumn: (id: string) =>
      optimistic(
        (board) => ({ ...board, columns: board.columns.filter((column) => column.id !== id) }),
        () => trpcClient.campaign.deleteColumn.mutate({ id }),
      ),
    moveColumn: (id: string, index: number) =>
      optimistic(
        (board) => {
          const order = moveToIndex(
            board.columns.map((column) => column.id),
            id,
            index,
          );
          const byId = new Map(board.columns.map((column) => [column.id, column]));
          return { ...board, columns: order.map((columnId, idx) => ({ ...byId.get(columnId)!, idx })) };
        },
        () => trpcClient.campaign.moveColumn.mutate({ id, index }),
      ),
    updateCampaign: async (data: RouterInputs['campaign']['updateCampaign']['data']) => {
      const isDone = await optimistic(
        (board) => ({ ...board, campaign: { ...board.campaign, ...data } }),
        () => trpcClient.campaign.updateCampaign.mutate({ id: campaignId, data }),
      );
      touchList();
      return isDone;
    },
  };
}
