/** What costs credits. Keys double as ledger reasons and as translation keys in the web app. */
export const CREDIT_PRICES = [
  { key: 'export', credits: 1, unit: 'per-100-rows' },
  { key: 'audience-report', credits: 5, unit: 'per-report' },
  { key: 'channel-refresh', credits: 1, unit: 'per-refresh' },
] as const;

export type CreditPriceKey = (typeof CREDIT_PRICES)[number]['key'];
export type CreditPriceUnit = (typeof CREDIT_PRICES)[number]['unit'];

/** Ledger reasons that add or correct credits rather than spend them. */
export const CREDIT_GRANT_REASONS = ['monthly-grant', 'admin-adjustment'] as const;

/** Credits an export of `rows` rows costs: one per started hundred. */
export const exportCreditCost = (rows: number): number => Math.max(1, Math.ceil(rows / 100));
