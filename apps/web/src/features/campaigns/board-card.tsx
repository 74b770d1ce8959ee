import { memo, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, cn, focusRing } from '@creatorlens/ui';
import { useDraggable, useDropTarget, type DragData } from '@creatorlens/ui/drag-and-drop';
import type { ChannelDragData } from '../lists/index.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { platformDot } from '../../lib/platform-badge.tsx';
import { CardMenu, type CardMenuProps } from './card-menu.tsx';
import { centsToAmount, budgetToCents } from './budget.ts';
import type { BoardCard as Card } from './use-board.ts';
import { formatHandle } from '../../lib/format-handle.ts';
import { cardHeight, type CardField } from './board-fields.ts';
import { CardFigures } from './card-figures.tsx';

/** A card drag is also a channel drag (so cards drop onto sidebar lists) that knows its card. */
export type CardDragData = ChannelDragData & { cardId: string; columnId: string };

export const isCardDragData = (data: DragData): data is CardDragData => data.type === 'channels' && typeof data.cardId === 'string';

export interface BoardCardProps extends Omit<CardMenuProps, 'card'> {
  card: Card;
  columnId: string;
  assigneeName: string | null;
  canMove: boolean;
  /** The figures the person chose to see (followers, engagement, data date, bot risk); the card grows by one line. */
  fields: readonly CardField[];
}

/**
 * One channel on the board: identity, the chosen figures, assignee, budget, a line of notes, the card menu; draggable
 * when allowed. Memoised: while a column scrolls only the cards entering the window render. Its height is fixed per
 * field choice (board-fields.ts cardHeight): the column's windowing relies on it.
 */
export const BoardCard = memo(function BoardCard({ card, columnId, assigneeName, canMove, fields, ...menu }: BoardCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ref = useRef<HTMLDivElement | null>(null);
  const { isDragging } = useDraggable(ref, {
    isEnabled: canMove,
    getData: (): CardDragData => ({
      type: 'channels',
      channels: [{ id: card.channelId, platform: card.channel.platform }],
      cardId: card.id,
      columnId,
    }),
  });
  // The board's monitor (board-view.tsx) decides what a drop means; the card only shows the edge it would land on.
  const over = useDropTarget(ref, {
    isEnabled: canMove,
    canDrop: (source) => isCardDragData(source) && source.cardId !== card.id,
    getData: () => ({ type: 'card', cardId: card.id, columnId }),
    edges: ['top', 'bottom'],
  });
  const edge = over?.edge ?? null;

  const budget =
    card.maxBudget === null ? null : t('Campaigns.budget-amount', { amount: format.amount(centsToAmount(budgetToCents(card.maxBudget))) });
  return (
    <div
      ref={ref}
      data-card-id={card.id}
      data-channel-id={card.channelId}
      style={{ height: cardHeight(fields) }}
      className={cn(
        'relative flex flex-col gap-1 rounded-lg border border-border bg-surface p-2.5 shadow-card',
        canMove && 'cursor-grab',
        isDragging && 'opacity-40',
      )}
    >
      {edge && (
        <span aria-hidden className={cn('absolute right-0 left-0 h-0.5 rounded bg-primary', edge === 'top' ? '-top-1' : '-bottom-1')} />
      )}
      <div className="flex items-center gap-2">
        <Avatar name={card.channel.name} src={card.channel.avatarUrl} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col leading-tight">
          <Link
            to="/$artistSlug"
            params={{ artistSlug: card.channel.artistSlug }}
            draggable={false}
            className={cn('truncate rounded text-sm font-medium hover:underline', focusRing)}
          >
            {card.channel.name}
          </Link>
          <span className="flex items-center gap-1.5 truncate text-xs text-muted-foreground">
            <span aria-hidden className={cn('size-1.5 shrink-0 rounded-full', platformDot[card.channel.platform])} />
            <span className="sr-only">{t(`Platforms.${card.channel.platform}`)}</span>
            {formatHandle(card.channel.handle)}
          </span>
        </div>
        <CardMenu card={card} {...menu} />
      </div>
      <CardFigures channel={card.channel} fields={fields} />
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="truncate">{assigneeName ?? t('Campaigns.unassigned')}</span>
        {budget && <span className="shrink-0 font-medium text-foreground tabular-nums">{budget}</span>}
      </div>
      {card.notes && <p className="truncate text-xs text-muted-foreground">{card.notes}</p>}
    </div>
  );
});
