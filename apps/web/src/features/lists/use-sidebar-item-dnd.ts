import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useDraggable, useDropTarget, type DragData } from '@creatorlens/ui/drag-and-drop';
import type { DropEdge } from '@creatorlens/contracts';
import { isChannelDragData, type DraggedChannel } from './channel-drag.ts';
import type { ListKind } from './list-queries.ts';

/** Spec §9: a refused drop flashes the error ring for 100 ms. */
export const ERROR_RING_MS = 100;

/** Spec §4 sidebar item drag states. */
export type SidebarDragState =
  | { type: 'idle' }
  | { type: 'dragging' }
  | { type: 'dragging-channel-over' }
  | { type: 'dragging-campaign-over' | 'dragging-watchlist-over' | 'dragging-tag-over'; edge: DropEdge }
  | { type: 'error' };

type ListItemDragData = DragData & {
  type: 'list-item';
  kind: ListKind;
  id: string;
};

const isListItemData = (data: DragData): data is ListItemDragData => data.type === 'list-item';

export type ChannelAcceptance = 'accept' | 'refuse' | 'ignore';

export interface UseSidebarItemDndOptions {
  kind: ListKind;
  id: string;
  /** Reordering by drag needs update permission (tags: spec §5). */
  canDrag: boolean;
  /** accept: a drop target; refuse: shows the error ring while channels hover (e.g. dynamic watchlists); ignore: not a target. */
  channelAcceptance: ChannelAcceptance;
  onChannelsDrop: (channels: DraggedChannel[]) => Promise<boolean>;
  onReorder: (sourceId: string, edge: DropEdge) => void;
}

/** Drag source (reorder) and drop target (channels, reorder by top/bottom edge) for one sidebar row. */
export function useSidebarItemDnd<T extends HTMLElement>({
  kind,
  id,
  canDrag,
  channelAcceptance,
  onChannelsDrop,
  onReorder,
}: UseSidebarItemDndOptions): { ref: RefObject<T | null>; state: SidebarDragState; flashError: () => void } {
  const ref = useRef<T | null>(null);
  const [isErrorShown, setIsErrorShown] = useState(false);
  const errorTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flashError = useCallback(() => {
    if (errorTimer.current) clearTimeout(errorTimer.current);
    setIsErrorShown(true);
    errorTimer.current = setTimeout(() => setIsErrorShown(false), ERROR_RING_MS);
  }, []);
  useEffect(
    () => () => {
      if (errorTimer.current) clearTimeout(errorTimer.current);
    },
    [],
  );

  const { isDragging } = useDraggable(ref, {
    canDrag: () => canDrag,
    getData: (): ListItemDragData => ({ type: 'list-item', kind, id }),
  });
  const over = useDropTarget(ref, {
    canDrop: (source) => {
      if (isChannelDragData(source)) return channelAcceptance !== 'ignore';
      return canDrag && isListItemData(source) && source.kind === kind && source.id !== id;
    },
    getData: () => ({ kind, id }),
    edges: ['top', 'bottom'],
    onDrop: ({ source, edge }) => {
      if (isChannelDragData(source)) {
        if (channelAcceptance !== 'accept') {
          flashError();
          return;
        }
        void onChannelsDrop(source.channels).then((isAccepted) => {
          if (!isAccepted) flashError();
        });
        return;
      }
      if (isListItemData(source) && edge) onReorder(source.id, edge);
    },
  });

  let state: SidebarDragState = { type: 'idle' };
  if (isErrorShown) state = { type: 'error' };
  else if (over && isChannelDragData(over.source))
    state = channelAcceptance === 'accept' ? { type: 'dragging-channel-over' } : { type: 'error' };
  else if (over?.edge) state = { type: `dragging-${kind}-over`, edge: over.edge };
  else if (isDragging) state = { type: 'dragging' };
  return { ref, state, flashError };
}
