import type { DatabaseHandle } from '@creatorlens/db';

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/**
 * Records every SQL statement the database handle runs while `task` runs (drizzle calls pool.query on PostgreSQL
 * and pglite.query on PGlite), so the bench can EXPLAIN exactly what the core functions send.
 */
export async function captureQueries(handle: DatabaseHandle, task: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const target = (handle.kind === 'postgres' ? handle.pool : handle.pglite) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '');
    const params = Array.isArray(second) ? second : ((first as { values?: unknown[] })?.values ?? []);
    captured.push({ text, params });
    return original.apply(this, args);
  };
  try {
    await task();
  } finally {
    target.query = original;
  }
  return captured;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one captured statement; returns the plan lines. */
export async function explainAnalyze(handle: DatabaseHandle, query: CapturedQuery): Promise<string[]> {
  const text = `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`;
  const result =
    handle.kind === 'postgres'
      ? await handle.pool.query(text, query.params)
      : await handle.pglite.query<Record<string, unknown>>(text, query.params);
  return (result.rows as Record<string, unknown>[]).map((row) => String(Object.values(row)[0]));
}

/** The indexes a plan reads and whether it scans a table sequentially: the one-line gist for the report. */
export function planGist(lines: string[]): { indexes: string[]; seqScans: string[]; executionMs: number | null } {
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  for (const line of lines) {
    const index = /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/.exec(line);
    if (index) indexes.add(index[1]!);
    const seq = /Seq Scan on (\S+)/.exec(line);
    if (seq) seqScans.add(seq[1]!);
  }
  const execution = lines.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
  return { indexes: [...indexes], seqScans: [...seqScans], executionMs: execution ? Number(execution[1]) : null };
}

/** How a statement's work relates to what it returns (see planBound). */
export type PlanBound = 'page' | 'cap' | 'grows';

/**
 * Rows the plan's scans produced or filtered away (rows x loops of every table or index scan whose rows are real
 * tuples, plus "Rows Removed by Filter") against the rows the statement returned. A statement bounded by the page
 * examines a small multiple of what it returns; one bounded by the count cap at most cap + 1 per scan; anything
 * beyond is work in proportion to the matches, which the bench flags.
 */
export function planBound(lines: string[], cap: number): { rowsExamined: number; rowsReturned: number; bound: PlanBound } {
  let rowsExamined = 0;
  let largestScan = 0;
  let rowsReturned = 0;
  for (const [index, line] of lines.entries()) {
    const actual = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(line);
    if (index === 0 && actual) rowsReturned = Number(actual[1]);
    if (actual && /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)/.test(line) && !/Bitmap Index Scan/.test(line)) {
      const rows = Number(actual[1]) * Number(actual[2]);
      rowsExamined += rows;
      largestScan = Math.max(largestScan, rows);
    }
    const removed = /Rows Removed by (?:Filter|Index Recheck): (\d+)/.exec(line);
    if (removed) {
      rowsExamined += Number(removed[1]);
      largestScan = Math.max(largestScan, Number(removed[1]));
    }
  }
  const pageBound = Math.max(2_000, 20 * rowsReturned);
  const bound: PlanBound = rowsExamined <= pageBound ? 'page' : largestScan <= cap + 1 ? 'cap' : 'grows';
  return { rowsExamined, rowsReturned, bound };
}
