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
