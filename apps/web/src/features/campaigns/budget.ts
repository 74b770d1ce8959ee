import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { MAX_BUDGET_PATTERN } from '@creatorlens/contracts';
import { parseLocaleNumber, writeDecimal, type Locale } from '@creatorlens/i18n';

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

/** Decimals a budget may have (cents), as MAX_BUDGET_PATTERN allows. */
const BUDGET_FRACTION_DIGITS = 2;

export type BudgetInput =
  | { ok: true; maxBudget: string | null }
  | { ok: false; messageKey: 'Campaigns.budget-invalid' | 'Numbers.ambiguous' | 'Numbers.negative' | 'Numbers.too-many-decimals' };

/**
 * A budget as typed in the UI language ("1.500", "1.500,50" in German, "1,500.50" in English) turned into the decimal
 * the API stores ("1500.50"), or the catalogue key of why not. Empty clears the budget.
 */
export function readBudgetInput(locale: Locale, text: string): BudgetInput {
  const parsed = parseLocaleNumber(locale, text, { maxFractionDigits: BUDGET_FRACTION_DIGITS, allowNegative: false });
  if (parsed.ok) {
    return MAX_BUDGET_PATTERN.test(parsed.value)
      ? { ok: true, maxBudget: parsed.value }
      : { ok: false, messageKey: 'Campaigns.budget-invalid' };
  }
  switch (parsed.problem) {
    case 'empty':
      return { ok: true, maxBudget: null };
    case 'ambiguous':
      return { ok: false, messageKey: 'Numbers.ambiguous' };
    case 'negative':
      return { ok: false, messageKey: 'Numbers.negative' };
    case 'too-many-decimals':
      return { ok: false, messageKey: 'Numbers.too-many-decimals' };
    case 'malformed':
      return { ok: false, messageKey: 'Campaigns.budget-invalid' };
  }
}

/**
 * The card form's budget field: the amount as typed in the UI language, read into the decimal the API stores (null
 * clears it). A wrong amount is a custom issue; the field shows budgetInputMessage's precise words for it.
 */
export function budgetFieldSchema(locale: Locale) {
  return z.pipe(
    z.string().check(z.refine((text) => readBudgetInput(locale, text).ok, 'Campaigns.budget-invalid')),
    z.transform((text) => {
      const read = readBudgetInput(locale, text);
      return read.ok ? read.maxBudget : null;
    }),
  );
}

/** The words for what is wrong with a typed budget (with the allowed decimals), or undefined when it reads. */
export function budgetInputMessage(t: TFunction, locale: Locale, text: string): string | undefined {
  const read = readBudgetInput(locale, text);
  return read.ok ? undefined : t(read.messageKey, { count: BUDGET_FRACTION_DIGITS });
}

/** How a stored budget ("1500.50") is shown in the field, and the example amount in the UI language. */
export const budgetText = (locale: Locale, stored: string | null): string => (stored === null ? '' : writeDecimal(locale, stored));
export const budgetPlaceholder = (locale: Locale): string => writeDecimal(locale, '1500.00');
