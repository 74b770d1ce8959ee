/** A card's maximum budget as the database stores it: up to 10 digits before and 2 after the point ("1500.50"). */
export const MAX_BUDGET_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
