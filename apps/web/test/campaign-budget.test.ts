import { describe, expect, it } from 'vitest';
import { budgetToCents, sumBudgets } from '../src/features/campaigns/budget.ts';
import { groupCards, moveCardInBoard, type Board } from '../src/features/campaigns/use-board.ts';

describe('campaign budgets', () => {
  it('reads decimal strings as exact cents', () => {
    expect(budgetToCents('1500')).toBe(150_000);
    expect(budgetToCents('1500.5')).toBe(150_050);
    expect(budgetToCents('0.10')).toBe(10);
    expect(budgetToCents(null)).toBe(0);
  });

  it('sums per key without float drift', () => {
    const totals = sumBudgets(
      ['0.10', '0.20', null],
      () => 'all',
      (value) => value,
    );
    expect(totals.get('all')).toEqual({ cents: 30, count: 3 });
  });
});

const card = (id: string, columnId: string, idx: number) => ({ id, columnId, idx, createdAt: 0 }) as unknown as Board['cards'][number];

describe('optimistic card moves', () => {
  const board = {
    columns: [{ id: 'a' }, { id: 'b' }],
    cards: [card('1', 'a', 0), card('2', 'a', 1), card('3', 'b', 0)],
  } as unknown as Board;

  it('moves a card into another column at a position and renumbers that column', () => {
    const next = groupCards(moveCardInBoard(board, '1', 'b', 0));
    expect(next.get('a')!.map((item) => item.id)).toEqual(['2']);
    expect(next.get('b')!.map((item) => [item.id, item.idx])).toEqual([
      ['1', 0],
      ['3', 1],
    ]);
  });

  it('puts cards without a column into the first column', () => {
    const legacy = { ...board, cards: [...board.cards, card('4', null as unknown as string, 5)] } as Board;
    expect(
      groupCards(legacy)
        .get('a')!
        .map((item) => item.id),
    ).toEqual(['1', '2', '4']);
  });
});
