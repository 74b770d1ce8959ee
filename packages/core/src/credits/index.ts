export { CREDIT_PRICES } from './price-list.ts';
export { getCreditBalance, listCreditLedger, getCreditPriceList, spendCredits, refundJobCredits } from './credits.ts';
