/**
 * What the data-quality stage did, per source and rule: rows read, and how many findings it repaired (the value was
 * proven wrong and the right one is known), flagged (kept, but marked with a reason) or dropped (removed, with a reason).
 */
type QualityAction = 'repaired' | 'flagged' | 'dropped';

export interface QualityFinding {
  source: string;
  rule: string;
  action: QualityAction;
  /** A short example ("youtube:Like Nastya: display name in handle column") so a reader can check the rule by hand. */
  example: string;
}

interface QualityRuleCount {
  source: string;
  rule: string;
  repaired: number;
  flagged: number;
  dropped: number;
  examples: string[];
}

const EXAMPLES_PER_RULE = 3;

export class QualityReport {
  readonly rowsRead = new Map<string, number>();
  private readonly counts = new Map<string, QualityRuleCount>();

  constructor(rowsRead?: ReadonlyMap<string, number>) {
    for (const [source, rows] of rowsRead ?? []) this.rowsRead.set(source, rows);
  }

  record(finding: QualityFinding): void {
    const key = `${finding.source}\u0000${finding.rule}`;
    const count = this.counts.get(key) ?? { source: finding.source, rule: finding.rule, repaired: 0, flagged: 0, dropped: 0, examples: [] };
    count[finding.action]++;
    if (count.examples.length < EXAMPLES_PER_RULE && !count.examples.includes(finding.example)) count.examples.push(finding.example);
    this.counts.set(key, count);
  }

  /** Rule counts sorted by source, then rule. */
  rules(): QualityRuleCount[] {
    return [...this.counts.values()].sort((a, b) => a.source.localeCompare(b.source) || a.rule.localeCompare(b.rule));
  }

  count(rule: string, action?: QualityAction): number {
    return this.rules()
      .filter((r) => r.rule === rule)
      .reduce((n, r) => n + (action ? r[action] : r.repaired + r.flagged + r.dropped), 0);
  }

  totals(): { read: number; repaired: number; flagged: number; dropped: number } {
    const rules = this.rules();
    const sum = (action: QualityAction) => rules.reduce((n, r) => n + r[action], 0);
    return {
      read: [...this.rowsRead.values()].reduce((n, v) => n + v, 0),
      repaired: sum('repaired'),
      flagged: sum('flagged'),
      dropped: sum('dropped'),
    };
  }
}
