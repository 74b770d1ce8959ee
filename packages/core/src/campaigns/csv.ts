/**
 * CSV for spreadsheet programs: RFC 4180 quoting, CRLF line ends, and a guard against formula injection (a cell
 * starting with = + - @, tab or carriage return is prefixed with an apostrophe so Excel or Sheets show it as text).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, escaped and guarded. Numbers are written as they are (a negative number is data, not a formula). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A whole document: header row first, CRLF between rows. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
