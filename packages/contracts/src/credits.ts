/*
 * What an export costs, declared once: the credits page, the pricing page, the export menu and the server's charge
 * all read it from here, so what a user is told and what is booked cannot drift apart.
 */

/** Credits charged per started block of export rows. */
export const EXPORT_CREDITS_PER_BLOCK = 1;
/** Rows in one block: 1 credit per 100 rows, rounded up (101 rows cost 2). */
export const EXPORT_ROWS_PER_BLOCK = 100;

/** Credits an export of `rows` rows costs; an empty export costs nothing. */
export const exportCreditCost = (rows: number): number =>
  rows <= 0 ? 0 : Math.ceil(rows / EXPORT_ROWS_PER_BLOCK) * EXPORT_CREDITS_PER_BLOCK;
