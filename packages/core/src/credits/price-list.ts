import { EXPORT_CREDITS_PER_BLOCK, exportCreditCost } from '@creatorlens/contracts';

/** What costs credits. Keys double as ledger reasons and as translation keys in the web app. */
export const CREDIT_PRICES = [
  { key: 'export', credits: EXPORT_CREDITS_PER_BLOCK, unit: 'per-100-rows' },
  { key: 'audience-report', credits: 5, unit: 'per-report' },
  { key: 'channel-refresh', credits: 1, unit: 'per-refresh' },
] as const;

export type CreditPriceKey = (typeof CREDIT_PRICES)[number]['key'];
export type CreditPriceUnit = (typeof CREDIT_PRICES)[number]['unit'];

export { exportCreditCost };
