/**
 * Scores the hand-labelled pairs with the current resolver and prints the figures:
 *   node --import tsx packages/db/src/seed/identity/score-labels.ts [--part tuning|sealed] [--write]
 * `--write` stores the scores (scores.csv) and the figures (figures.json) beside the labels; that is done once, after
 * tuning, for the sealed part (docs/how-good-is-it.md, "Identity resolution").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSeedSources } from '../read-sources.ts';
import { toIdentityChannel } from '../artists.ts';
import { scoreCandidatePairs } from './resolve.ts';
import { labelFigures, parseLabels, type ScoreRow } from './label-figures.ts';

const dir = fileURLToPath(new URL('../../../seed-data/identity-labels/', import.meta.url));
const args = process.argv.slice(2);
const part = args.includes('--part') ? (args[args.indexOf('--part') + 1] as 'tuning' | 'sealed') : undefined;
const labels = parseLabels(readFileSync(`${dir}labels.csv`, 'utf8'));
const { model } = await readSeedSources({});
const pairs = scoreCandidatePairs(model.channels.map(toIdentityChannel));
const byPair = new Map(pairs.map((p) => [`${p.a.key}|${p.b.key}`, p]));
const scores: ScoreRow[] = labels.map((l) => {
  const p = byPair.get(`${l.channelA}|${l.channelB}`) ?? byPair.get(`${l.channelB}|${l.channelA}`);
  return { pair: l.pair, confidence: p?.confidence ?? 0, decision: p?.decision ?? 'none' };
});
const figures = labelFigures(labels, scores, part);
console.log(JSON.stringify(figures, null, 1));
if (args.includes('--verbose')) {
  for (const l of labels.filter((x) => !part || x.part === part)) {
    const s = scores.find((x) => x.pair === l.pair)!;
    const wrong = (l.label === 'same') !== (s.decision === 'auto-merge') && l.label !== 'unsure';
    if (wrong) console.log(`${l.pair} ${l.label} ${s.confidence} ${s.decision} ${l.channelA} ${l.channelB}`);
  }
}
if (args.includes('--write')) {
  writeFileSync(
    `${dir}scores.csv`,
    ['pair,confidence,decision', ...scores.map((s) => `${s.pair},${s.confidence},${s.decision}`)].join('\n') + '\n',
  );
  const sealed = labelFigures(labels, scores, 'sealed');
  writeFileSync(`${dir}figures.json`, JSON.stringify({ sealed, tuning: labelFigures(labels, scores, 'tuning') }, null, 2) + '\n');
}
