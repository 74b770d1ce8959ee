/** The data-quality report as a plain-text table (what `npm run data:check` prints). */
import type { InvariantResult } from './check-invariants.ts';
import type { QualityReport } from './quality-report.ts';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Rows read per source, then findings per source and rule, then the invariants. */
export function formatQualityReport(report: QualityReport, invariants: readonly InvariantResult[]): string {
  const read = table(
    ['source', '', 'rows read'],
    [...report.rowsRead].map(([source, rows]) => [source, '', String(rows)]),
  );
  const rules = table(
    ['source', 'rule', 'repaired', 'flagged', 'dropped', 'example'],
    report.rules().map((r) => [r.source, r.rule, String(r.repaired), String(r.flagged), String(r.dropped), r.examples[0] ?? '']),
  );
  const totals = report.totals();
  const checks = table(
    ['invariant', 'holds', 'violations', 'example'],
    invariants.map((i) => [i.rule, i.violations === 0 ? 'yes' : 'NO', String(i.violations), i.examples[0] ?? '']),
  );
  return [
    read,
    '',
    rules,
    `total: ${totals.read} rows read, ${totals.repaired} repaired, ${totals.flagged} flagged, ${totals.dropped} dropped`,
    '',
    checks,
  ].join('\n');
}
