/**
 * Precision and recall of merges on the hand-labelled sample (packages/db/seed-data/identity-labels): pure, so the
 * test recomputes the published figures from the committed files. `unsure` labels are left out of every figure.
 */
export interface LabelRow {
  pair: number;
  channelA: string;
  channelB: string;
  label: 'same' | 'different' | 'unsure';
  part: 'sealed' | 'tuning';
  reason: string;
}

export interface ScoreRow {
  pair: number;
  confidence: number;
  decision: 'auto-merge' | 'suggestion' | 'none';
}

export interface Rate {
  hits: number;
  total: number;
  value: number | null;
  /** Wilson score interval, 95 %. */
  low: number | null;
  high: number | null;
}

export interface LabelFigures {
  pairs: number;
  same: number;
  different: number;
  unsure: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: Rate;
  recall: Rate;
  /** Pairs labelled "same" that are at least suggested (auto-merge or suggestion). */
  suggestedRecall: Rate;
}

/** Wilson score interval for hits/total at 95 % (z = 1.96), rounded to 3 decimals. */
export function wilson(hits: number, total: number): Rate {
  if (total === 0) return { hits, total, value: null, low: null, high: null };
  const z = 1.96;
  const p = hits / total;
  const denominator = 1 + (z * z) / total;
  const centre = (p + (z * z) / (2 * total)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / denominator;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { hits, total, value: round(p), low: round(Math.max(0, centre - half)), high: round(Math.min(1, centre + half)) };
}

/** The figures for one part of the sample (or all of it). */
export function labelFigures(labels: readonly LabelRow[], scores: readonly ScoreRow[], part?: LabelRow['part']): LabelFigures {
  const scoreOf = new Map(scores.map((s) => [s.pair, s]));
  const rows = labels.filter((l) => !part || l.part === part);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let suggested = 0;
  for (const row of rows) {
    if (row.label === 'unsure') continue;
    const decision = scoreOf.get(row.pair)?.decision ?? 'none';
    const merged = decision === 'auto-merge';
    if (row.label === 'same' && merged) tp++;
    if (row.label === 'different' && merged) fp++;
    if (row.label === 'same' && !merged) fn++;
    if (row.label === 'same' && decision !== 'none') suggested++;
  }
  const same = rows.filter((r) => r.label === 'same').length;
  return {
    pairs: rows.length,
    same,
    different: rows.filter((r) => r.label === 'different').length,
    unsure: rows.filter((r) => r.label === 'unsure').length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: wilson(tp, tp + fp),
    recall: wilson(tp, tp + fn),
    suggestedRecall: wilson(suggested, same),
  };
}

/** Reads the CSV the labels are kept in (a header line, then `pair,channel_a,channel_b,label,part,reason`). */
export function parseLabels(csv: string): LabelRow[] {
  return csvRows(csv).map(([pair, channelA, channelB, label, part, reason]) => ({
    pair: Number(pair),
    channelA: channelA!,
    channelB: channelB!,
    label: label as LabelRow['label'],
    part: part as LabelRow['part'],
    reason: reason ?? '',
  }));
}

/** Reads `pair,confidence,decision`. */
export function parseScores(csv: string): ScoreRow[] {
  return csvRows(csv).map(([pair, confidence, decision]) => ({
    pair: Number(pair),
    confidence: Number(confidence),
    decision: decision as ScoreRow['decision'],
  }));
}

function csvRows(csv: string): string[][] {
  const lines = csv.split('\n').filter((line) => line.trim() !== '');
  return lines.slice(1).map((line) => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    return cells;
  });
}
