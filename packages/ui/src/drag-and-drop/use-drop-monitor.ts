import { useEffect, useRef } from 'react';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { dropEdgeOf, type DragData, type DropEdge } from './drag-data.ts';

/** A finished drop as a monitor sees it: the innermost target that took it (null: dropped outside every target). */
export interface MonitoredDrop {
  source: DragData;
  target: DragData | null;
  edge: DropEdge | null;
}

/**
 * Watches every drop in the page, for a view that decides in one place what a drop means (a board: a card onto a
 * card's edge or into a column's empty space). Registered once; the newest `onDrop` is called.
 */
export function useDropMonitor(onDrop: (drop: MonitoredDrop) => void): void {
  const latest = useRef(onDrop);
  useEffect(() => {
    latest.current = onDrop;
  });
  useEffect(
    () =>
      monitorForElements({
        onDrop: ({ source, location }) => {
          const target = location.current.dropTargets[0]?.data ?? null;
          latest.current({ source: source.data, target, edge: target ? dropEdgeOf(target) : null });
        },
      }),
    [],
  );
}
