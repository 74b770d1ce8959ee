import { useCallback, useEffect, useId, useMemo, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Input, PlusIcon, cn, focusRing } from '@creatorlens/ui';
import { announce, useDropMonitor } from '@creatorlens/ui/drag-and-drop';
import { LIST_NAME_MAX_LENGTH, listNameFormSchema } from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { isChannelDragData, useChannelDrop } from '../lists/index.ts';
import { isCardDragData } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import { COLUMN_NAME_MESSAGES } from './campaign-form-messages.ts';
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
import type { CardField } from './board-fields.ts';

export interface BoardViewProps {
  board: Board;
  actions: ReturnType<typeof useBoard>;
  canEdit: boolean;
  /** The figures chosen for the cards (board-fields.ts). */
  fields: readonly CardField[];
  onEditCard: (card: BoardCard) => void;
}

/**
 * Keyboard users reach columns beyond the strip's right edge by Tab: the browser brings the focused control itself into
 * view, this brings its whole column (or the add-column form), so what the control acts on can be seen. `nearest`
 * keeps the page from jumping vertically.
 */
function revealFocusedColumn(event: FocusEvent<HTMLDivElement>) {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const column = target?.closest<HTMLElement>('[data-column-id], [data-add-column]');
  if (!column || column === event.currentTarget) return;
  const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  column.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: isReduced ? 'auto' : 'smooth' });
}

/**
 * The columns side by side. One monitor handles every drop on the board: the innermost target decides (a card's
 * top or bottom edge, or a column's empty space); channels from outside the board are added to the campaign.
 */
export function BoardView({ board, actions, canEdit, fields, onEditCard }: BoardViewProps) {
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
    // The strip scrolls sideways on its own (scrollbar, shift+wheel, arrow keys once focused, Tab into a column), so
    // the page never does: min-w-0/max-w-full keep its width to the page's at 1366 px and below.
    <div
      className={cn(
        'flex max-w-full min-w-0 items-start gap-3 overflow-x-auto overscroll-x-contain rounded-xl pb-4 [scrollbar-width:thin]',
        focusRing,
      )}
      aria-label={t('Campaigns.board-label', { name: board.campaign.name })}
      role="region"
      // Focusable so arrow keys scroll the strip where no control is; Tab then goes on into the columns.
      tabIndex={0}
      data-testid="board-strip"
      onFocus={revealFocusedColumn}
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
          fields={fields}
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
  const errorId = useId();
  // The button stays enabled so a keyboard or screen-reader user learns why nothing was added.
  const form = useSchemaForm(listNameFormSchema, { defaultValues: { name: '' }, messages: COLUMN_NAME_MESSAGES });
  const error = fieldError(form.formState.errors, 'name');
  const onSubmit = form.handleSubmit(({ name }) => {
    onAdd(name);
    form.reset();
  });
  return (
    <form
      onSubmit={onSubmit}
      data-add-column
      noValidate
      className="flex w-60 shrink-0 flex-col gap-2 rounded-xl border border-dashed border-border p-3"
    >
      <Input
        aria-label={t('Campaigns.column-name')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t('Campaigns.column-name')}
        maxLength={LIST_NAME_MAX_LENGTH}
        {...form.register('name')}
      />
      {error && (
        <p id={errorId} role="alert" className="text-xs text-critical-strong">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm">
        <PlusIcon size={14} />
        {t('Campaigns.add-column')}
      </Button>
    </form>
  );
}
