import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changedPositions, moveByEdge, moveToIndex } from '../src/list-ordering.ts';

const ids = ['a', 'b', 'c', 'd'];

describe('moveByEdge', () => {
  it.each([
    ['d', 'a', 'top', ['d', 'a', 'b', 'c']],
    ['d', 'a', 'bottom', ['a', 'd', 'b', 'c']],
    ['a', 'd', 'bottom', ['b', 'c', 'd', 'a']],
    ['a', 'd', 'top', ['b', 'c', 'a', 'd']],
    ['b', 'c', 'top', ['a', 'b', 'c', 'd']],
    ['c', 'b', 'bottom', ['a', 'b', 'c', 'd']],
    ['a', 'a', 'top', ['a', 'b', 'c', 'd']],
    ['x', 'a', 'top', ['a', 'b', 'c', 'd']],
  ] as const)('moves %s onto the %s edge %s of %s', (moving, target, edge, expected) => {
    expect(moveByEdge(ids, moving, target, edge)).toEqual(expected);
  });

  it('always keeps every id exactly once and puts the moved id next to its target', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (list, from, to, isTop) => {
          const moving = list[from % list.length]!;
          const target = list[to % list.length]!;
          const next = moveByEdge(list, moving, target, isTop ? 'top' : 'bottom');
          expect([...next].sort()).toEqual([...list].sort());
          if (moving !== target) expect(next.indexOf(moving) - next.indexOf(target)).toBe(isTop ? -1 : 1);
        },
      ),
    );
  });
});

describe('moveToIndex', () => {
  it('inserts at the index, clamps past the ends and moves an id already in the list', () => {
    expect(moveToIndex(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'x', 'b', 'c']);
    expect(moveToIndex(['a', 'b', 'c'], 'x', 99)).toEqual(['a', 'b', 'c', 'x']);
    expect(moveToIndex(['a', 'b', 'c'], 'x', -3)).toEqual(['x', 'a', 'b', 'c']);
    expect(moveToIndex(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moveToIndex([], 'a', 0)).toEqual(['a']);
  });
});

describe('changedPositions (renumbering)', () => {
  it('writes only the rows whose idx differs from their new position', () => {
    const current = [
      { id: 'a', idx: 0 },
      { id: 'b', idx: 1 },
      { id: 'c', idx: 2 },
    ];
    expect(changedPositions(current, ['a', 'c', 'b'])).toEqual([
      { id: 'c', idx: 1 },
      { id: 'b', idx: 2 },
    ]);
    expect(changedPositions(current, ['a', 'b', 'c'])).toEqual([]);
  });

  it('heals gaps and duplicates left by earlier writes into 0..n-1', () => {
    const current = [
      { id: 'a', idx: 3 },
      { id: 'b', idx: 3 },
      { id: 'c', idx: 9 },
    ];
    expect(changedPositions(current, ['a', 'b', 'c'])).toEqual([
      { id: 'a', idx: 0 },
      { id: 'b', idx: 1 },
      { id: 'c', idx: 2 },
    ]);
  });
});
