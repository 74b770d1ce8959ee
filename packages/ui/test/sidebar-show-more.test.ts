import { describe, expect, it } from 'vitest';
import { collapsedItems, SIDEBAR_VISIBLE_ITEMS } from '../src/sidebar-section.tsx';

describe('collapsedItems (sidebar lists while collapsed, spec §9)', () => {
  it('shows exactly the first 3 rows of a longer list, in list order', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'newest'];
    expect(SIDEBAR_VISIBLE_ITEMS).toBe(3);
    expect(collapsedItems(items)).toEqual(['a', 'b', 'c']);
  });

  it('shows a short list whole and an empty one empty', () => {
    expect(collapsedItems(['a', 'b'])).toEqual(['a', 'b']);
    expect(collapsedItems([])).toEqual([]);
  });

  it('takes another count where a caller passes one', () => {
    expect(collapsedItems(['a', 'b', 'c', 'd', 'e', 'f'], 5)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(collapsedItems(['a'], -1)).toEqual([]);
  });
});
