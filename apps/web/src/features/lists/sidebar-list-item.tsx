import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  DeferredDropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  TrashIcon,
  cn,
  focusRing,
  inputClassName,
  sidebarItemActiveClassName,
  sidebarItemClassName,
  MoreIcon,
  PencilIcon,
} from '@creatorlens/ui';
import type { DropEdge } from '@creatorlens/contracts';
import type { DraggedChannel } from './channel-drag.ts';
import type { ListKind } from './list-queries.ts';
import { useSidebarItemDnd, type ChannelAcceptance, type SidebarDragState } from './use-sidebar-item-dnd.ts';

export interface SidebarListItemProps {
  kind: ListKind;
  item: { id: string; name: string; usage: number };
  link:
    | { to: '/campaign/$campaignId'; params: { campaignId: string } }
    | { to: '/watchlist/$watchlistId'; params: { watchlistId: string } }
    | { to: '/tag/$tagId'; params: { tagId: string } };
  icon?: ReactNode;
  /** Shown at the right end, e.g. the n / max counter of a manual watchlist. */
  trailing?: ReactNode;
  previousId: string | null;
  nextId: string | null;
  canUpdate: boolean;
  canDelete: boolean;
  channelAcceptance: ChannelAcceptance;
  onChannelsDrop: (channels: DraggedChannel[]) => Promise<boolean>;
  onRename: (name: string) => void;
  onReorder: (sourceId: string, targetId: string, edge: DropEdge) => void;
  /** withShift: the user held Shift (skip the dialog when not in use). */
  onDelete: (withShift: boolean) => void;
}

const ringFor = (state: SidebarDragState): string => {
  if (state.type === 'error') return 'ring-2 ring-critical';
  if (state.type === 'dragging-channel-over') return 'ring-2 ring-primary bg-primary-soft/50';
  if (state.type === 'dragging') return 'opacity-50';
  return '';
};

/** One campaign, watchlist or tag in the sidebar: link, inline rename, item menu, drag source and drop target. */
export function SidebarListItem(props: SidebarListItemProps) {
  const { kind, item, link, icon, trailing, previousId, nextId, canUpdate, canDelete, channelAcceptance } = props;
  const { t } = useTranslation();
  const matchRoute = useMatchRoute();
  const isActive = Boolean(matchRoute({ to: link.to, params: link.params as never }));
  const [isRenaming, setIsRenaming] = useState(false);
  const isShiftHeld = useRef(false);
  const isRenameRequested = useRef(false);
  const { ref, state } = useSidebarItemDnd<HTMLDivElement>({
    kind,
    id: item.id,
    canDrag: canUpdate && !isRenaming,
    channelAcceptance,
    onChannelsDrop: props.onChannelsDrop,
    onReorder: (sourceId, edge) => props.onReorder(sourceId, item.id, edge),
  });
  const edge = 'edge' in state ? state.edge : null;
  const hasMenu = canUpdate || canDelete;

  return (
    <div
      ref={ref}
      data-list-item={kind}
      data-item-id={item.id}
      data-drag-state={state.type}
      data-drop-edge={edge ?? undefined}
      className={cn('group relative flex items-center rounded-md transition-shadow', ringFor(state))}
    >
      {edge && (
        <span
          aria-hidden
          className={cn('pointer-events-none absolute right-1 left-1 h-0.5 rounded bg-primary', edge === 'top' ? '-top-px' : '-bottom-px')}
        />
      )}
      {isRenaming ? (
        <RenameInput
          name={item.name}
          label={t('Lists.rename-label', { name: item.name })}
          onDone={(name) => {
            setIsRenaming(false);
            if (name !== null && name.trim() && name.trim() !== item.name) props.onRename(name);
          }}
        />
      ) : (
        <Link
          {...link}
          // The row is the drag source; a natively dragged link would start a URL drag instead.
          draggable={false}
          className={cn(sidebarItemClassName, 'min-w-0 flex-1 pr-8', isActive && sidebarItemActiveClassName)}
          aria-current={isActive ? 'page' : undefined}
        >
          {icon}
          <span className="min-w-0 flex-1 truncate">{item.name}</span>
          {trailing}
        </Link>
      )}
      {hasMenu && (
        // Mounted on first use: the sidebar has a menu per campaign, watchlist and tag.
        <DeferredDropdownMenu
          trigger={
            <button
              type="button"
              aria-label={t('Lists.item-menu', { name: item.name })}
              className={cn(
                'absolute right-1 flex size-6 items-center justify-center rounded text-muted-foreground opacity-0 hover:bg-background hover:text-foreground group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100',
                'pointer-coarse:opacity-100',
                isRenaming && 'hidden',
                focusRing,
              )}
            >
              <MoreIcon size={14} />
            </button>
          }
        >
          <DropdownMenuContent
            align="start"
            // Focus would return to the trigger and blur the rename field the moment it appears.
            onCloseAutoFocus={(event) => {
              if (!isRenameRequested.current) return;
              event.preventDefault();
              isRenameRequested.current = false;
            }}
          >
            {canUpdate && (
              <>
                <DropdownMenuItem
                  onSelect={() => {
                    isRenameRequested.current = true;
                    setIsRenaming(true);
                  }}
                >
                  <PencilIcon size={14} />
                  {t('Lists.rename')}
                </DropdownMenuItem>
                <DropdownMenuItem disabled={previousId === null} onSelect={() => previousId && props.onReorder(item.id, previousId, 'top')}>
                  <ArrowUpIcon size={14} />
                  {t('Lists.move-up')}
                </DropdownMenuItem>
                <DropdownMenuItem disabled={nextId === null} onSelect={() => nextId && props.onReorder(item.id, nextId, 'bottom')}>
                  <ArrowDownIcon size={14} />
                  {t('Lists.move-down')}
                </DropdownMenuItem>
              </>
            )}
            {canDelete && (
              <DropdownMenuItem
                isDestructive
                // Radix's select event carries no modifier keys; the click that triggers it does, and runs first.
                onClick={(event) => {
                  isShiftHeld.current = event.shiftKey;
                }}
                onKeyDown={(event) => {
                  isShiftHeld.current = event.shiftKey;
                }}
                onSelect={() => {
                  props.onDelete(isShiftHeld.current);
                  isShiftHeld.current = false;
                }}
              >
                <TrashIcon size={14} />
                {t('Lists.delete')}
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DeferredDropdownMenu>
      )}
    </div>
  );
}

/** Inline rename: Enter submits, Escape cancels, leaving the field submits; a blank name saves nothing. */
function RenameInput({ name, label, onDone }: { name: string; label: string; onDone: (name: string | null) => void }) {
  const [value, setValue] = useState(name);
  const isFinished = useRef(false);
  const finish = (result: string | null) => {
    if (isFinished.current) return;
    isFinished.current = true;
    onDone(result);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(null);
    }
  };
  return (
    <input
      aria-label={label}
      value={value}
      maxLength={80}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(value)}
      className={cn(inputClassName, 'h-8 px-2 text-sm')}
    />
  );
}
