import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  TrashIcon,
  cn,
  focusRing,
  inputClassName,
  MoreIcon,
  PencilIcon,
} from '@creatorlens/ui';
import { useDropTarget } from '@creatorlens/ui/drag-and-drop';
import { isChannelDragData } from '../lists/index.ts';
import { BoardCard } from './board-card.tsx';
import { cardRowHeight, type CardField } from './board-fields.ts';
import type { BoardCard as Card, BoardColumn as Column } from './use-board.ts';
import { VirtualList } from './virtual-list.tsx';

export interface BoardColumnProps {
  column: Column;
  cards: Card[];
  columns: Column[];
  columnIndex: number;
  canEdit: boolean;
  assigneeNames: ReadonlyMap<string, string>;
  /** The figures chosen for the cards. */
  fields: readonly CardField[];
  onMoveCard: (card: Card, columnId: string, index: number) => void;
  onEditCard: (card: Card) => void;
  onRemoveCard: (card: Card) => void;
  onRename: (name: string) => void;
  onMove: (index: number) => void;
  onDelete: () => void;
}

/** One board column: header with its menu, then its cards windowed (only the visible ones are rendered). */
export function BoardColumn(props: BoardColumnProps) {
  const { column, cards, columns, columnIndex, canEdit, assigneeNames, fields } = props;
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const renameRef = useRef<HTMLInputElement | null>(null);
  const errorId = useId();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isBlank, setIsBlank] = useState(false);
  const isRenameRequested = useRef(false);

  // The menu hands focus back to its trigger as it closes, after the field mounted (autoFocus alone loses that race):
  // focus and select on the next frame, so typing replaces the old name at once.
  useEffect(() => {
    if (!isRenaming) return;
    const frame = requestAnimationFrame(() => {
      renameRef.current?.focus();
      renameRef.current?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [isRenaming]);

  const stopRenaming = () => {
    setIsRenaming(false);
    setIsBlank(false);
  };

  // Channels (cards included) dropped into the column's space; the board's monitor decides what the drop means.
  const isOver =
    useDropTarget(bodyRef, {
      isEnabled: canEdit,
      canDrop: isChannelDragData,
      getData: () => ({ type: 'column', columnId: column.id }),
    }) !== null;

  return (
    <section
      aria-label={t('Campaigns.column-label', { name: column.name, count: cards.length })}
      data-column-id={column.id}
      className={cn('flex w-72 shrink-0 flex-col rounded-xl border border-border bg-muted/40', isOver && 'ring-2 ring-primary')}
    >
      <header className="flex h-11 items-center gap-2 px-3">
        {isRenaming ? (
          <div className="relative min-w-0 flex-1">
            <input
              ref={renameRef}
              aria-label={t('Campaigns.column-name')}
              aria-invalid={isBlank || undefined}
              aria-describedby={isBlank ? errorId : undefined}
              defaultValue={column.name}
              autoFocus
              maxLength={80}
              className={cn(inputClassName, 'h-8 w-full text-sm', isBlank && 'border-critical')}
              onChange={(event) => {
                if (isBlank && event.currentTarget.value.trim()) setIsBlank(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  // A blank name is not saved; the field stays open and says why instead of failing on the server.
                  if (!event.currentTarget.value.trim()) {
                    event.preventDefault();
                    setIsBlank(true);
                    return;
                  }
                  event.currentTarget.blur();
                }
                if (event.key === 'Escape') {
                  event.currentTarget.value = column.name;
                  event.currentTarget.blur();
                }
              }}
              onBlur={(event) => {
                const name = event.currentTarget.value.trim();
                stopRenaming();
                // Leaving the field with nothing in it keeps the old name (spec §5: nothing blank is saved).
                if (name && name !== column.name) props.onRename(name);
              }}
            />
            {isBlank && (
              <p
                id={errorId}
                role="alert"
                className="absolute top-full right-0 left-0 z-10 mt-1 rounded-md border border-critical bg-surface px-2 py-1 text-xs text-critical-strong shadow-popover"
              >
                {t('CampaignBoard.column-name-blank')}
              </p>
            )}
          </div>
        ) : (
          <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">{column.name}</h2>
        )}
        <span className="text-xs text-muted-foreground tabular-nums">{cards.length}</span>
        {canEdit && (
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={t('Campaigns.column-menu', { name: column.name })}
              className={cn(
                'flex size-7 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground',
                isRenaming && 'hidden',
                focusRing,
              )}
            >
              <MoreIcon size={14} />
            </DropdownMenuTrigger>
            <DropdownMenuContent
              align="end"
              onCloseAutoFocus={(event) => {
                // Focus returning to the trigger would blur the rename field as it appears.
                if (isRenameRequested.current) event.preventDefault();
                isRenameRequested.current = false;
              }}
            >
              <DropdownMenuItem
                onSelect={() => {
                  isRenameRequested.current = true;
                  setIsRenaming(true);
                }}
              >
                <PencilIcon size={14} />
                {t('Campaigns.rename-column')}
              </DropdownMenuItem>
              <DropdownMenuItem disabled={columnIndex === 0} onSelect={() => props.onMove(columnIndex - 1)}>
                <ChevronLeftIcon size={14} />
                {t('Campaigns.move-left')}
              </DropdownMenuItem>
              <DropdownMenuItem disabled={columnIndex === columns.length - 1} onSelect={() => props.onMove(columnIndex + 1)}>
                <ChevronRightIcon size={14} />
                {t('Campaigns.move-right')}
              </DropdownMenuItem>
              <DropdownMenuItem isDestructive disabled={columns.length <= 1} onSelect={props.onDelete}>
                <TrashIcon size={14} />
                {t('Campaigns.delete-column')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </header>
      <div ref={bodyRef} className="flex min-h-24 flex-1 flex-col px-2 pb-2">
        {cards.length === 0 ? (
          <p className="flex flex-1 items-center justify-center rounded-lg border border-dashed border-border p-4 text-center text-xs text-muted-foreground">
            {t('Campaigns.column-empty')}
          </p>
        ) : (
          <VirtualList
            items={cards}
            rowHeight={cardRowHeight(fields)}
            getKey={(card) => card.id}
            className="max-h-[calc(100dvh-16rem)] min-h-0"
            label={column.name}
            renderItem={(card, index) => (
              <BoardCard
                card={card}
                columnId={column.id}
                assigneeName={card.assigneeId ? (assigneeNames.get(card.assigneeId) ?? null) : null}
                fields={fields}
                canMove={canEdit}
                columns={columns}
                currentColumnId={column.id}
                indexInColumn={index}
                columnSize={cards.length}
                canEdit={canEdit}
                onMoveCard={props.onMoveCard}
                onEditCard={props.onEditCard}
                onRemoveCard={props.onRemoveCard}
              />
            )}
          />
        )}
      </div>
    </section>
  );
}
