import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { attachClosestEdge, extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import type { DropEdge } from '@creatorlens/contracts';
import { isChannelDragData, type DraggedChannel } from '../../lib/channel-drag.ts';
import type { ListKind } from '../../lib/lists/list-queries.ts';

/** Spec §9: a refused drop flashes the error ring for 100 ms. */
export const ERROR_RING_MS = 100;

/** Spec §4 sidebar item drag states. */
export type SidebarDragState =
  | { type: 'idle' }
  | { type: 'dragging' }
  | { type: 'dragging-channel-over' }
  | { type: 'dragging-campaign-over' | 'dragging-watchlist-over' | 'dragging-tag-over'; edge: DropEdge }
  | { type: 'error' };

type ListItemDragData = Record<string | symbol, unknown> & {
  type: 'list-item';
  kind: ListKind;
  id: string;
};

const isListItemData = (data: Record<string | symbol, unknown>): data is ListItemDragData => data.type === 'list-item';

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
  const [state, setState] = useState<SidebarDragState>({ type: 'idle' });
  const latest = useRef({ onChannelsDrop, onReorder, channelAcceptance });
  useEffect(() => {
    latest.current = { onChannelsDrop, onReorder, channelAcceptance };
  });
  const errorTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flashError = useCallback(() => {
    if (errorTimer.current) clearTimeout(errorTimer.current);
    setState({ type: 'error' });
    errorTimer.current = setTimeout(() => setState({ type: 'idle' }), ERROR_RING_MS);
  }, []);
  useEffect(
    () => () => {
      if (errorTimer.current) clearTimeout(errorTimer.current);
    },
    [],
  );

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const overState = (source: Record<string | symbol, unknown>, self: Record<string | symbol, unknown>): SidebarDragState => {
      if (isChannelDragData(source)) {
        return latest.current.channelAcceptance === 'accept' ? { type: 'dragging-channel-over' } : { type: 'error' };
      }
      const edge = extractClosestEdge(self);
      return edge === 'top' || edge === 'bottom' ? { type: `dragging-${kind}-over`, edge } : { type: 'idle' };
    };
    return combine(
      draggable({
        element,
        canDrag: () => canDrag,
        getInitialData: (): ListItemDragData => ({ type: 'list-item', kind, id }),
        onDragStart: () => setState({ type: 'dragging' }),
        onDrop: () => setState({ type: 'idle' }),
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => {
          if (isChannelDragData(source.data)) return latest.current.channelAcceptance !== 'ignore';
          return canDrag && isListItemData(source.data) && source.data.kind === kind && source.data.id !== id;
        },
        getData: ({ input, element: target }) =>
          attachClosestEdge({ kind, id }, { input, element: target, allowedEdges: ['top', 'bottom'] }),
        getIsSticky: () => false,
        onDragEnter: ({ source, self }) => setState(overState(source.data, self.data)),
        onDrag: ({ source, self }) => {
          const next = overState(source.data, self.data);
          setState((current) =>
            current.type === next.type && ('edge' in current ? current.edge : null) === ('edge' in next ? next.edge : null)
              ? current
              : next,
          );
        },
        onDragLeave: () => setState({ type: 'idle' }),
        onDrop: ({ source, self }) => {
          setState({ type: 'idle' });
          if (isChannelDragData(source.data)) {
            if (latest.current.channelAcceptance !== 'accept') {
              flashError();
              return;
            }
            void latest.current.onChannelsDrop(source.data.channels).then((isAccepted) => {
              if (!isAccepted) flashError();
            });
            return;
          }
          const edge = extractClosestEdge(self.data);
          if (isListItemData(source.data) && (edge === 'top' || edge === 'bottom')) latest.current.onReorder(source.data.id, edge);
        },
      }),
    );
  }, [kind, id, canDrag, flashError]);

  return { ref, state, flashError };
}
