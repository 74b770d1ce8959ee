import { useEffect, useRef } from 'react';
import { DISCOVERY_PAGE_NUMBER_ROWS } from '@creatorlens/contracts';
import { DISCOVERY_PAGE_SIZE, type DiscoverySearch } from './discovery-search.ts';

/**
 * Which URL state opens a page: page numbers while they reach (DISCOVERY_PAGE_NUMBER_ROWS), past them the cursor
 * the page before answered with (keyset: a deep page costs the server what the first does). The cursors seen are
 * remembered per filter and sort, so "previous" on a deep page goes back exactly; a page whose cursor is unknown
 * (a reload far down, then back) starts again at the first page rather than guessing.
 */
export function useCursorPages(search: DiscoverySearch, filterKey: string, nextCursor: string | null | undefined) {
  const memory = useRef<{ key: string; cursors: Map<number, string> }>({ key: filterKey, cursors: new Map() });
  const page = search.page ?? 1;
  // Recorded after render; the map is only read when the reader moves to another page.
  useEffect(() => {
    if (memory.current.key !== filterKey) memory.current = { key: filterKey, cursors: new Map() };
    if (search.cursor) memory.current.cursors.set(page, search.cursor);
  }, [filterKey, page, search.cursor]);

  return (target: number): DiscoverySearch => {
    const { page: _page, cursor: _cursor, ...rest } = search;
    if (target <= 1) return rest;
    if (target * DISCOVERY_PAGE_SIZE <= DISCOVERY_PAGE_NUMBER_ROWS) return { ...rest, page: target };
    const known = memory.current.key === filterKey ? memory.current.cursors : new Map<number, string>();
    const cursor = target === page + 1 && nextCursor ? nextCursor : known.get(target);
    if (!cursor) return rest;
    return { ...rest, page: target, cursor };
  };
}
