import { useEffect, useRef, useState, type RefObject } from 'react';
import { draggable } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { pointerOutsideOfPreview } from '@atlaskit/pragmatic-drag-and-drop/element/pointer-outside-of-preview';
import { setCustomNativeDragPreview } from '@atlaskit/pragmatic-drag-and-drop/element/set-custom-native-drag-preview';
import type { DragData } from './drag-data.ts';

export interface UseDraggableOptions {
  /** The data the drag carries, read when it starts (so it can be the whole selection at that moment). */
  getData: () => DragData;
  /** Not registered at all while false: the element behaves as if this hook were not there. */
  isEnabled?: boolean;
  /** Asked when a drag starts: false keeps the element from being dragged now (e.g. while it is being renamed). */
  canDrag?: () => boolean;
  /** Text of a small pill following the pointer instead of the browser's picture of the element (e.g. "3 channels"). */
  getPreviewLabel?: (data: DragData) => string | null;
}

/**
 * Makes the element behind `ref` a drag source. Returns whether it is being dragged (to dim it). Pointer dragging is
 * a convenience: every place using it also offers the same moves from a menu, which keyboards and screen readers use.
 */
export function useDraggable<T extends HTMLElement>(
  ref: RefObject<T | null>,
  { getData, isEnabled = true, canDrag, getPreviewLabel }: UseDraggableOptions,
): { isDragging: boolean } {
  const [isDragging, setIsDragging] = useState(false);
  // The newest callbacks, without registering the element again on every render.
  const latest = useRef({ getData, canDrag, getPreviewLabel });
  useEffect(() => {
    latest.current = { getData, canDrag, getPreviewLabel };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled) return;
    return draggable({
      element,
      canDrag: () => latest.current.canDrag?.() ?? true,
      getInitialData: () => latest.current.getData(),
      onGenerateDragPreview: ({ nativeSetDragImage, source }) => {
        const label = latest.current.getPreviewLabel?.(source.data);
        if (!label) return;
        setCustomNativeDragPreview({
          nativeSetDragImage,
          getOffset: pointerOutsideOfPreview({ x: '12px', y: '8px' }),
          render: ({ container }) => {
            const pill = document.createElement('div');
            pill.textContent = label;
            pill.style.cssText =
              'padding:4px 10px;border-radius:9999px;font:600 12px system-ui,sans-serif;background:#4f46e5;color:#fff;white-space:nowrap';
            container.appendChild(pill);
          },
        });
      },
      onDragStart: () => setIsDragging(true),
      onDrop: () => setIsDragging(false),
    });
  }, [ref, isEnabled]);

  return { isDragging };
}
