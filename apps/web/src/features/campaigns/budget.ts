import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BUDGET_PATTERN } from '@creatorlens/contracts';
import { parseLocaleNumber, writeDecimal, type Locale } from '@creatorlens/i18n';
import { useLocale } from '../../lib/i18n.ts';

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

/** The budget field of a form: shows the stored amount in the UI language and reads back what the person typed. */
export function useBudgetField(stored: string | null) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState(() => (stored === null ? '' : writeDecimal(locale, stored)));
  const read = readBudgetInput(locale, text);
  return {
    text,
    setText,
    isValid: read.ok,
    /** The decimal to send ("1500.50"), or null to clear; only meaningful when isValid. */
    maxBudget: read.ok ? read.maxBudget : null,
    error: read.ok ? undefined : t(read.messageKey, { count: BUDGET_FRACTION_DIGITS }),
    placeholder: writeDecimal(locale, '1500.00'),
  };
}
