/**
 * PostgreSQL WAL positions ("16/B374D848": two 32-bit hex halves) as bigints, so positions from the primary and from a
 * standby compare as numbers. Null stands for "no position" (a server not in recovery has no replay position).
 */
export type Lsn = bigint;

const LSN_PATTERN = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/** Parses an LSN as PostgreSQL prints it; null for null or anything that is not one. */
export function parseLsn(text: string | null | undefined): Lsn | null {
  if (typeof text !== 'string') return null;
  const match = LSN_PATTERN.exec(text.trim());
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The inverse of parseLsn, in PostgreSQL's own spelling (upper-case hex). */
export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}
