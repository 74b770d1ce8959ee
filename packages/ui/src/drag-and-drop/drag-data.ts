import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';

/** What a drag carries and what a drop target says about itself: plain data, shaped by the feature using it. */
export type DragData = Record<string | symbol, unknown>;

/** The edge of a row a drop lands on when rows are reordered (the spec's top/bottom drop states). */
export type DropEdge = 'top' | 'bottom';

/** The top or bottom edge a target's data was marked with while the pointer was over it, if any. */
export function dropEdgeOf(data: DragData): DropEdge | null {
  const edge = extractClosestEdge(data);
  return edge === 'top' || edge === 'bottom' ? edge : null;
}
