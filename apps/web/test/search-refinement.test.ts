import { describe, expect, it } from 'vitest';
import { isRefinementOf, searchTextOf } from '../src/shell/search-refinement.ts';

describe('header search: which earlier answer may stay on screen while the next loads', () => {
  it('keeps it while the text is typed on or shortened', () => {
    expect(isRefinementOf('mrb', 'mrbe')).toBe(true);
    expect(isRefinementOf('mrbeast', 'mrbeas')).toBe(true);
    expect(isRefinementOf('MrB', 'mrbeast')).toBe(true);
    expect(isRefinementOf('selena', 'selena')).toBe(true);
  });

  it('drops it for other text, and when there was none', () => {
    expect(isRefinementOf('mrbeast', 'selena')).toBe(false);
    expect(isRefinementOf('mrbeast', 'mrx')).toBe(false);
    expect(isRefinementOf(undefined, 'selena')).toBe(false);
  });

  it('reads the text from a tRPC query key and nothing else', () => {
    expect(searchTextOf([['shell', 'searchEverything'], { input: { q: 'mrbeast' }, type: 'query' }])).toBe('mrbeast');
    expect(searchTextOf([['shell', 'searchEverything'], { type: 'query' }])).toBeUndefined();
    expect(searchTextOf([['shell', 'searchEverything'], { input: { q: 3 } }])).toBeUndefined();
    expect(searchTextOf(undefined)).toBeUndefined();
  });
});
