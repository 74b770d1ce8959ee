/**
 * Budgets arrive as decimal strings ("1500.50"); sums are kept in integer cents so totals never pick up float
 * rounding (0.1 + 0.2). Amounts stay below 10^10 euros, well inside Number's exact integer range in cents.
 */
export function budgetToCents(value: string | null): number {
  if (!value) return 0;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** Sums budgets per key (column, assignee); keys without budgets still appear with 0. */
export function sumBudgets<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  budgetOf: (item: T) => string | null,
): Map<string, { cents: number; count: number }> {
  const totals = new Map<string, { cents: number; count: number }>();
  for (const item of items) {
    const key = keyOf(item);
    const entry = totals.get(key) ?? { cents: 0, count: 0 };
    entry.cents += budgetToCents(budgetOf(item));
    entry.count += 1;
    totals.set(key, entry);
  }
  return totals;
}
