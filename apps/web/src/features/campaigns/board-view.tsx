import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { Button, Input } from '@creatorlens/ui';
import { isChannelDragData } from '../../lib/channel-drag.ts';
import { PlusIcon } from '../../lib/lists/list-icons.tsx';
import { useChannelDrop } from '../../lib/lists/use-channel-drop.ts';
import { isCardDragData } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import { END_OF_COLUMN, groupCards, type Board, type BoardCard, type useBoard } from './use-board.ts';
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

  // The monitor is registered once; it reads the newest board and actions from here.
  const latest = useRef({ actions, groups, drop, campaign: board.campaign });
  useEffect(() => {
    latest.current = { actions, groups, drop, campaign: board.campaign };
  });

  // Stable for the memoised cards; they act on the newest board through the ref.
  const onMoveCard = useCallback((card: BoardCard, columnId: string, index: number) => {
    void latest.current.actions.moveCard(card.id, columnId, index);
  }, []);
  const onRemoveCard = useCallback((card: BoardCard) => {
    void latest.current.actions.removeCard(card);
  }, []);

  useEffect(() => {
    return monitorForElements({
      onDrop: ({ source, location }) => {
        const target = location.current.dropTargets[0];
        if (!target || !isChannelDragData(source.data)) return;
        const { actions: act, groups: byColumn, drop: channelDrop, campaign } = latest.current;
        const data = target.data;
        if (!isCardDragData(source.data)) {
          if (data.type === 'card' || data.type === 'column') void channelDrop.dropOnCampaign(campaign, source.data.channels);
          return;
        }
        const cardId = source.data.cardId;
        if (data.type === 'column' && typeof data.columnId === 'string') {
          void act.moveCard(cardId, data.columnId, END_OF_COLUMN);
        } else if (data.type === 'card' && typeof data.columnId === 'string') {
          const without = (byColumn.get(data.columnId) ?? []).filter((card) => card.id !== cardId);
          const targetIndex = without.findIndex((card) => card.id === data.cardId);
          const edge = extractClosestEdge(data);
          if (targetIndex >= 0) void act.moveCard(cardId, data.columnId, targetIndex + (edge === 'bottom' ? 1 : 0));
        }
      },
    });
  }, []);

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
          onMove={(targetIndex) => void actions.moveColumn(column.id, targetIndex)}
          onDelete={() => void actions.deleteColumn(column.id)}
        />
      ))}
      {canEdit && <AddColumn onAdd={(name) => void actions.createColumn(name)} />}
    </div>
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
