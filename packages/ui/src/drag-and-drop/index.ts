/**
 * The one drag-and-drop layer (on @atlaskit/pragmatic-drag-and-drop, with its hitbox for top/bottom edges): drag
 * sources, drop targets with edges, a monitor for views that decide drops in one place, and a live region announcing
 * moves. Product meaning (channels, cards, lists) stays with the features using it. A separate entry
 * (`@creatorlens/ui/drag-and-drop`) so pages without dragging never load the library.
 */
export { dropEdgeOf, type DragData, type DropEdge } from './drag-data.ts';
export { useDraggable, type UseDraggableOptions } from './use-draggable.ts';
export { useDropTarget, type DragOver, type UseDropTargetOptions } from './use-drop-target.ts';
export { useDropMonitor, type MonitoredDrop } from './use-drop-monitor.ts';
export { announce } from './announce.ts';
