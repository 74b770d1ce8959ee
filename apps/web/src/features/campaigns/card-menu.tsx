import { useTranslation } from 'react-i18next';
import {
  ArrowDownIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  TrashIcon,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { MoreIcon, PencilIcon } from '../../lib/lists/list-icons.tsx';
import { END_OF_COLUMN, type BoardCard, type BoardColumn } from './use-board.ts';

export interface CardMenuProps {
  card: BoardCard;
  columns: BoardColumn[];
  currentColumnId: string;
  indexInColumn: number;
  columnSize: number;
  canEdit: boolean;
  // Stable callbacks taking the card, so memoised cards do not re-render while the board scrolls.
  onMoveCard: (card: BoardCard, columnId: string, index: number) => void;
  onEditCard: (card: BoardCard) => void;
  onRemoveCard: (card: BoardCard) => void;
}

/** The keyboard alternative to dragging a card: move to another column, up or down; edit; remove. */
export function CardMenu({ card, columns, currentColumnId, indexInColumn, columnSize, canEdit, onMoveCard, onEditCard, onRemoveCard }: CardMenuProps) {
  const onMove = (columnId: string, index: number) => onMoveCard(card, columnId, index);
  const { t } = useTranslation();
  if (!canEdit) return null;
  const others = columns.filter((column) => column.id !== currentColumnId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('Campaigns.card-menu', { name: card.channel.name })}
        className={cn('flex size-7 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground', focusRing)}
      >
        <MoreIcon size={14} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {others.length > 0 && <DropdownMenuLabel>{t('Campaigns.move-to-column')}</DropdownMenuLabel>}
        {others.map((column) => (
          <DropdownMenuItem key={column.id} onSelect={() => onMove(column.id, END_OF_COLUMN)}>
            <ArrowRightIcon size={14} />
            <span className="truncate">{column.name}</span>
          </DropdownMenuItem>
        ))}
        {others.length > 0 && <DropdownMenuSeparator />}
        <DropdownMenuItem disabled={indexInColumn === 0} onSelect={() => onMove(currentColumnId, indexInColumn - 1)}>
          <ArrowUpIcon size={14} />
          {t('Lists.move-up')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={indexInColumn >= columnSize - 1} onSelect={() => onMove(currentColumnId, indexInColumn + 1)}>
          <ArrowDownIcon size={14} />
          {t('Lists.move-down')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onEditCard(card)}>
          <PencilIcon size={14} />
          {t('Campaigns.edit-card')}
        </DropdownMenuItem>
        <DropdownMenuItem isDestructive onSelect={() => onRemoveCard(card)}>
          <TrashIcon size={14} />
          {t('Campaigns.remove-card')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
