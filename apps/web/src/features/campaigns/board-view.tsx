import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Input, PlusIcon } from '@creatorlens/ui';
import { announce, useDropMonitor } from '@creatorlens/ui/drag-and-drop';
import { isChannelDragData, useChannelDrop } from '../lists/index.ts';
import { isCardDragData } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import {
  END_OF_COLUMN,
  groupCards,
  moveCardInBoard,
  type Board,
  type BoardCard,
  type BoardColumn as BoardColumnType,
  type useBoard,
} from './use-board.ts';
import { useBoardFonts } from './use-board-fonts.ts';

export interface BoardViewProps {
  board: Board;
  actions: ReturnType<typeof useBoard>;
  canEdit: boolean;
  onEditCard: (card: BoardCard) => void;
}

/**
 * The columns side by side. One monitor handles every drop on the board: the innermost target decides (a card's
 * top or bottom edge, or a column's empty space); channels from outside the board are added to the campaign.
 */
export function BoardView({ board, actions, canEdit, onEditCard }: BoardViewProps) {
  const { t } = useTranslation();
  const drop = useChannelDrop();
  const groups = useMemo(() => groupCards(board), [board]);
  const assigneeNames = useMemo(() => new Map(board.members.map((member) => [member.id, member.name])), [board.members]);
  useBoardFonts(board);

  // The memoised cards' callbacks read the newest board and actions from here.
  const latest = useRef({ actions, board, t });
  useEffect(() => {
    latest.current = { actions, board, t };
  });

  // Stable for the memoised cards; they act on the newest board through the ref. A drop and the card menu's moves
  // both end here, so screen readers hear about either.
  const moveCard = useCallback((cardId: string, columnId: string, index: number) => {
    const { actions: act, board: current, t: translate } = latest.current;
    announceCardMove(current, cardId, columnId, index, translate);
    void act.moveCard(cardId, columnId, index);
  }, []);
  const onMoveCard = useCallback((card: BoardCard, columnId: string, index: number) => moveCard(card.id, columnId, index), [moveCard]);
  const onRemoveCard = useCallback((card: BoardCard) => {
    void latest.current.actions.removeCard(card);
  }, []);

  useDropMonitor(({ source, target, edge }) => {
    if (!target || !isChannelDragData(source)) return;
    if (!isCardDragData(source)) {
      if (target.type === 'card' || target.type === 'column') void drop.dropOnCampaign(board.campaign, source.channels);
      return;
    }
    const cardId = source.cardId;
    if (target.type === 'column' && typeof target.columnId === 'string') {
      moveCard(cardId, target.columnId, END_OF_COLUMN);
    } else if (target.type === 'card' && typeof target.columnId === 'string') {
      const without = (groups.get(target.columnId) ?? []).filter((card) => card.id !== cardId);
      const targetIndex = without.findIndex((card) => card.id === target.cardId);
      if (targetIndex >= 0) moveCard(cardId, target.columnId, targetIndex + (edge === 'bottom' ? 1 : 0));
    }
  });

  const onMoveColumn = (column: BoardColumnType, targetIndex: number) => {
    announce(t('Campaigns.column-moved', { name: column.name, position: targetIndex + 1, count: board.columns.length }));
    void actions.moveColumn(column.id, targetIndex);
  };

  return (
    <div
      className="flex items-start gap-3 overflow-x-auto pb-4"
      aria-label={t('Campaigns.board-label', { name: board.campaign.name })}
      role="region"
    >
      {board.columns.map((column, index) => (
        <BoardColumn
          key={column.id}
          column={column}
          cards={groups.get(column.id) ?? []}
          columns={board.columns}
          columnIndex={index}
          canEdit={canEdit}
          assigneeNames={assigneeNames}
          onMoveCard={onMoveCard}
          onEditCard={onEditCard}
          onRemoveCard={onRemoveCard}
          onRename={(name) => void actions.renameColumn(column.id, name)}
          onMove={(targetIndex) => onMoveColumn(column, targetIndex)}
          onDelete={() => void actions.deleteColumn(column.id)}
        />
      ))}
      {canEdit && <AddColumn onAdd={(name) => void actions.createColumn(name)} />}
    </div>
  );
}

/** Tells screen readers where a card went: its column and its place there. */
function announceCardMove(board: Board, cardId: string, columnId: string, index: number, t: TFunction) {
  const column = board.columns.find((item) => item.id === columnId);
  const cards = groupCards(moveCardInBoard(board, cardId, columnId, index)).get(columnId) ?? [];
  const position = cards.findIndex((card) => card.id === cardId);
  if (!column || position < 0) return;
  announce(
    t('Campaigns.card-moved', { name: cards[position]!.channel.name, column: column.name, position: position + 1, count: cards.length }),
  );
}

function AddColumn({ onAdd }: { onAdd: (name: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onAdd(name.trim());
    setName('');
  };
  return (
    <form onSubmit={onSubmit} className="flex w-60 shrink-0 flex-col gap-2 rounded-xl border border-dashed border-border p-3">
      <Input
        aria-label={t('Campaigns.column-name')}
        placeholder={t('Campaigns.column-name')}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={!name.trim()}>
        <PlusIcon size={14} />
        {t('Campaigns.add-column')}
      </Button>
    </form>
  );
}
