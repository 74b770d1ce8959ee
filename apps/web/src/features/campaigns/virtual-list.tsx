import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@creatorlens/ui';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Every row has this height (px, including its gap): cards are laid out to a fixed height for this. */
  rowHeight: number;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Rows rendered beyond the visible ones, so fast scrolling does not show blanks. */
  overscan?: number;
  className?: string;
  scrollRef?: (element: HTMLDivElement | null) => void;
  label?: string;
}

/**
 * A minimal windowed list: only the rows in (and near) the scrolled viewport are rendered, between two spacers, so
 * a column of 1,000 cards costs what a column of 20 costs. Fixed row heights keep it to one division per scroll.
 */
export function VirtualList<T>({ items, rowHeight, getKey, renderItem, overscan = 6, className, scrollRef, label }: VirtualListProps<T>) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [viewport, setViewport] = useState({ top: 0, height: 800 });

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const measure = () => setViewport({ top: element.scrollTop, height: element.clientHeight || 800 });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const first = Math.max(0, Math.floor(viewport.top / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((viewport.top + viewport.height) / rowHeight) + overscan);
  const visible = items.slice(first, last);

  return (
    <div
      ref={(element) => {
        containerRef.current = element;
        scrollRef?.(element);
      }}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        // Re-render only when the first visible row changes, not on every scrolled pixel.
        setViewport((current) => (Math.floor(current.top / rowHeight) === Math.floor(top / rowHeight) ? current : { ...current, top }));
      }}
      className={cn('overflow-y-auto overscroll-contain', className)}
    >
      <ul aria-label={label} style={{ height: items.length * rowHeight, position: 'relative' }}>
        {visible.map((item, offset) => {
          const index = first + offset;
          return (
            <li key={getKey(item)} style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}>
              {renderItem(item, index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
