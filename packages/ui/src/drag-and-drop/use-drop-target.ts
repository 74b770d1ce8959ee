import { useEffect, useRef, useState, type RefObject } from 'react';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { attachClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { dropEdgeOf, type DragData, type DropEdge } from './drag-data.ts';

/** A drag over a target: what it carries, and the edge under the pointer when the target has edges. */
export interface DragOver {
  source: DragData;
  edge: DropEdge | null;
}

export interface UseDropTargetOptions {
  /** Whether this element takes the drag; a drag it does not take passes to the next target further out. */
  canDrop: (source: DragData) => boolean;
  /** What the element tells the drop monitor about itself (the innermost target of a drop comes first). */
  getData?: () => DragData;
  /** The edges a drop lands on, for reordering: the one closest to the pointer is reported. */
  edges?: readonly DropEdge[];
  /** Not registered at all while false. */
  isEnabled?: boolean;
  onDrop?: (drop: DragOver) => void;
}

/**
 * Makes the element behind `ref` a drop target. Returns the drag over it right now (null when none), from which the
 * element draws its hover state: a ring, or a line on the edge a reordered row would land on.
 */
export function useDropTarget<T extends HTMLElement>(
  ref: RefObject<T | null>,
  { canDrop, getData, edges, isEnabled = true, onDrop }: UseDropTargetOptions,
): DragOver | null {
  const [over, setOver] = useState<DragOver | null>(null);
  const latest = useRef({ canDrop, getData, edges, onDrop });
  useEffect(() => {
    latest.current = { canDrop, getData, edges, onDrop };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled) return;
    // Hovering fires on every pointer move: a new state only when what it shows changes.
    const show = (source: DragData, self: DragData) => {
      const edge = dropEdgeOf(self);
      setOver((current) => (current?.source === source && current.edge === edge ? current : { source, edge }));
    };
    return dropTargetForElements({
      element,
      canDrop: ({ source }) => latest.current.canDrop(source.data),
      getData: ({ input, element: target }) => {
        const data = latest.current.getData?.() ?? {};
        const allowedEdges = latest.current.edges;
        return allowedEdges?.length ? attachClosestEdge(data, { input, element: target, allowedEdges: [...allowedEdges] }) : data;
      },
      getIsSticky: () => false,
      onDragEnter: ({ source, self }) => show(source.data, self.data),
      onDrag: ({ source, self }) => show(source.data, self.data),
      onDragLeave: () => setOver(null),
      onDrop: ({ source, self }) => {
        setOver(null);
        latest.current.onDrop?.({ source: source.data, edge: dropEdgeOf(self.data) });
      },
    });
  }, [ref, isEnabled]);

  return over;
}
