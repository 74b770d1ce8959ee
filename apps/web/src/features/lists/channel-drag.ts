import { useRef, type RefObject } from 'react';
import { useDraggable, type DragData } from '@creatorlens/ui/drag-and-drop';
import type { Platform } from '../../lib/platform-badge.tsx';

/**
 * Channels travel between features (discovery, artist pages, watchlists, boards, recent channels) and the sidebar's
 * drop targets as this one shape. The platform comes along so a drop target can filter by licence before asking
 * the server, which filters again.
 */
export interface DraggedChannel {
  id: string;
  platform: Platform;
}

export type ChannelDragData = DragData & {
  type: 'channels';
  channels: DraggedChannel[];
};

export function isChannelDragData(data: DragData): data is ChannelDragData {
  return data.type === 'channels' && Array.isArray(data.channels);
}

export interface UseChannelDraggableOptions {
  /** The channels the drag carries, read when the drag starts (e.g. the whole selection when the row is selected). */
  getChannels: () => DraggedChannel[];
  /** Text of the drag preview, e.g. "3 channels". */
  getPreviewLabel?: (count: number) => string;
  isEnabled?: boolean;
}

/**
 * Makes an element a drag source of channels. Returns the ref to attach and whether a drag is under way (to dim
 * the source). Dragging is a pointer convenience: every place using this also offers the "Add to…" menu.
 */
export function useChannelDraggable<T extends HTMLElement>({
  getChannels,
  getPreviewLabel,
  isEnabled = true,
}: UseChannelDraggableOptions): { ref: RefObject<T | null>; isDragging: boolean } {
  const ref = useRef<T | null>(null);
  const { isDragging } = useDraggable(ref, {
    isEnabled,
    getData: (): ChannelDragData => ({ type: 'channels', channels: getChannels() }),
    getPreviewLabel: getPreviewLabel && ((data) => (isChannelDragData(data) ? getPreviewLabel(data.channels.length) : null)),
  });
  return { ref, isDragging };
}
