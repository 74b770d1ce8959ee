/**
 * Raw-SQL result helpers, the one place that reads a driver's answer: PGlite's drizzle driver answers
 * { rows, affectedRows }, node-postgres answers { rows, rowCount }; both satisfy this shape, so callers stay
 * driver-neutral and typed (`selectRows<Row>(db, sql...)`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './executor.ts';

interface RawResult<T> {
  rows?: T[];
  affectedRows?: number;
  rowCount?: number | null;
}

/** Runs a raw statement and returns its rows. */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as RawResult<T>;
  return result.rows ?? [];
}

/** Runs a raw data-changing statement and returns how many rows it touched. */
export async function executeCount(db: Executor, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as RawResult<unknown>;
  return result.affectedRows ?? result.rowCount ?? 0;
}

/**
 * Inlines a trusted constant (never user input) as an SQL literal, so PostgreSQL plans with the value; used for the
 * thresholds and windows that are compiled into the refresh statements.
 */
export const sqlLiteral = (value: string | number): SQL =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);
