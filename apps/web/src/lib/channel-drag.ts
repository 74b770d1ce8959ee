import { useEffect, useRef, useState, type RefObject } from 'react';
import { draggable } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { setCustomNativeDragPreview } from '@atlaskit/pragmatic-drag-and-drop/element/set-custom-native-drag-preview';
import { pointerOutsideOfPreview } from '@atlaskit/pragmatic-drag-and-drop/element/pointer-outside-of-preview';
import type { Platform } from './platform-badge.tsx';

/**
 * Channels travel between features (discovery, artist pages, watchlists, boards, recent channels) and the sidebar's
 * drop targets as this one shape. The platform comes along so a drop target can filter by licence before asking
 * the server, which filters again.
 */
export interface DraggedChannel {
  id: string;
  platform: Platform;
}

export type ChannelDragData = Record<string | symbol, unknown> & {
  type: 'channels';
  channels: DraggedChannel[];
};

export function isChannelDragData(data: Record<string | symbol, unknown>): data is ChannelDragData {
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
  const [isDragging, setIsDragging] = useState(false);
  // Latest callbacks without re-registering the draggable on every render.
  const latest = useRef({ getChannels, getPreviewLabel });
  useEffect(() => {
    latest.current = { getChannels, getPreviewLabel };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled) return;
    return draggable({
      element,
      getInitialData: (): ChannelDragData => ({ type: 'channels', channels: latest.current.getChannels() }),
      onGenerateDragPreview: ({ nativeSetDragImage, source }) => {
        const label = latest.current.getPreviewLabel;
        if (!label || !isChannelDragData(source.data)) return;
        const count = source.data.channels.length;
        setCustomNativeDragPreview({
          nativeSetDragImage,
          getOffset: pointerOutsideOfPreview({ x: '12px', y: '8px' }),
          render: ({ container }) => {
            const pill = document.createElement('div');
            pill.textContent = label(count);
            pill.style.cssText =
              'padding:4px 10px;border-radius:9999px;font:600 12px system-ui,sans-serif;background:#4f46e5;color:#fff;white-space:nowrap';
            container.appendChild(pill);
          },
        });
      },
      onDragStart: () => setIsDragging(true),
      onDrop: () => setIsDragging(false),
    });
  }, [isEnabled]);

  return { ref, isDragging };
}
