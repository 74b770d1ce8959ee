import { useState, type KeyboardEvent, type PointerEvent } from 'react';
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
  MoreIcon,
  PencilIcon,
} from '@creatorlens/ui';
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

const triggerClassName = cn(
  'flex size-7 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground',
  focusRing,
);

/** Keys that open a menu button (WAI-ARIA menu button pattern, as the Radix trigger does). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The keyboard alternative to dragging a card: move to another column, up or down; edit; remove.
 * Until it is first opened only a plain menu button is rendered: a Radix menu per card made every card that
 * scrolls into the windowed column mount a dozen extra components, which cost frames while scrolling.
 */
export function CardMenu(props: CardMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isMounted, setIsMounted] = useState(false);
  if (!props.canEdit) return null;
  const label = t('Campaigns.card-menu', { name: props.card.channel.name });
  if (!isMounted) {
    const open = () => {
      setIsMounted(true);
      setIsOpen(true);
    };
    return (
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        className={triggerClassName}
        // Opens on press like the Radix trigger; preventDefault keeps the focus where Radix expects it.
        onPointerDown={(event: PointerEvent) => {
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          open();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          open();
        }}
      >
        <MoreIcon size={14} />
      </button>
    );
  }
  return <CardMenuContent {...props} label={label} isOpen={isOpen} onOpenChange={setIsOpen} />;
}

function CardMenuContent({
  card,
  columns,
  currentColumnId,
  indexInColumn,
  columnSize,
  onMoveCard,
  onEditCard,
  onRemoveCard,
  label,
  isOpen,
  onOpenChange,
}: CardMenuProps & { label: string; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation();
  const onMove = (columnId: string, index: number) => onMoveCard(card, columnId, index);
  const others = columns.filter((column) => column.id !== currentColumnId);
  return (
    <DropdownMenu open={isOpen} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger aria-label={label} className={triggerClassName}>
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
