import { useId, useState, type ReactNode } from 'react';
import { cn, focusRing } from './cn.ts';
import { ChevronDownIcon } from './icons.tsx';

/** Spec §9: sidebar lists show the first 3 items, then a show more / show less toggle. */
export const SIDEBAR_VISIBLE_ITEMS = 3;

export interface SidebarSectionProps {
  title: string;
  icon?: ReactNode;
  /** A control beside the title, e.g. a "new" button. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled group of the app sidebar. */
export function SidebarSection({ title, icon, action, children, className }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-0.5', className)}>
      <div className="flex h-7 items-center gap-2 px-2">
        {icon && <span className="text-muted-foreground [&_svg]:size-3.5">{icon}</span>}
        <h2 id={headingId} className="flex-1 truncate text-[11px] font-semibold uppercase tracking-wider text-muted-foreground">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface ShowMoreListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  moreLabel: (hiddenCount: number) => string;
  lessLabel: string;
  /** Shown instead of the list when there are no items. */
  empty?: ReactNode;
  visibleCount?: number;
  /** Accessible name of the list. */
  label: string;
}

/** The items a collapsed list shows (spec §9): exactly the first visibleCount, never more rows. */
export function collapsedItems<T>(items: readonly T[], visibleCount: number = SIDEBAR_VISIBLE_ITEMS): readonly T[] {
  return items.slice(0, Math.max(0, visibleCount));
}

/**
 * A list showing the first few items with a show more / show less toggle. The toggle is a real button with
 * aria-expanded, so keyboard and screen-reader users get the same list as everyone else.
 */
export function ShowMoreList<T>({
  items,
  getKey,
  renderItem,
  moreLabel,
  lessLabel,
  empty,
  visibleCount = SIDEBAR_VISIBLE_ITEMS,
  label,
}: ShowMoreListProps<T>) {
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  if (items.length === 0) return empty ? <>{empty}</> : null;
  // The index handed to renderItem is the item's place in the whole list (the first rows come first, so it matches).
  const indexed = items.map((item, index) => ({ item, index }));
  const collapsed = collapsedItems(indexed, visibleCount);
  const shown = isExpanded ? indexed : collapsed;
  const hiddenCount = items.length - collapsed.length;
  return (
    <>
      <ul id={listId} aria-label={label} className="flex flex-col gap-0.5">
        {shown.map(({ item, index }) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {hiddenCount > 0 && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((value) => !value)}
          className={cn(
            'flex h-7 items-center gap-1.5 rounded-md px-2 text-left text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
            focusRing,
          )}
        >
          <ChevronDownIcon className={cn('size-3.5 transition-transform', isExpanded && 'rotate-180')} />
          {isExpanded ? lessLabel : moreLabel(hiddenCount)}
        </button>
      )}
    </>
  );
}

/** Class names of a sidebar link row, shared by the shell and the list features so every row looks the same. */
export const sidebarItemClassName = cn(
  'flex h-8 min-w-0 items-center gap-2 rounded-md px-2 text-sm text-foreground/80 transition-colors hover:bg-muted hover:text-foreground',
  focusRing,
);
export const sidebarItemActiveClassName = 'bg-muted font-medium text-foreground';
