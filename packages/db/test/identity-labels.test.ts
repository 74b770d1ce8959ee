import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labelFigures, parseLabels, parseScores, wilson } from '../src/seed/identity/label-figures.ts';

const dir = new URL('../seed-data/identity-labels/', import.meta.url);
const labels = parseLabels(readFileSync(new URL('labels.csv', dir), 'utf8'));
const scores = parseScores(readFileSync(new URL('scores.csv', dir), 'utf8'));
const published = JSON.parse(readFileSync(new URL('figures.json', dir), 'utf8'));

describe('identity labels (hand-labelled sample)', () => {
  it('holds at least 150 distinct cross-platform pairs, each with a label, a part and a reason', () => {
    expect(labels.length).toBeGreaterThanOrEqual(150);
    expect(new Set(labels.map((l) => `${l.channelA}|${l.channelB}`)).size).toBe(labels.length);
    for (const l of labels) {
      expect(['same', 'different', 'unsure']).toContain(l.label);
      expect(['sealed', 'tuning']).toContain(l.part);
      expect(l.reason.length).toBeGreaterThan(3);
      expect(l.channelA.split(':')[0]).not.toBe(l.channelB.split(':')[0]);
    }
    const sealed = labels.filter((l) => l.part === 'sealed').length / labels.length;
    expect(sealed).toBeGreaterThan(0.3);
    expect(sealed).toBeLessThan(0.5);
  });

  it('has one score per labelled pair, and figures.json is what the scores and labels give', () => {
    expect(scores.map((s) => s.pair).sort((a, b) => a - b)).toEqual(labels.map((l) => l.pair).sort((a, b) => a - b));
    expect(labelFigures(labels, scores, 'sealed')).toEqual(published.sealed);
    expect(labelFigures(labels, scores, 'tuning')).toEqual(published.tuning);
  });

  it('computes Wilson intervals', () => {
    expect(wilson(29, 29)).toMatchObject({ value: 1, low: 0.883, high: 1 });
    expect(wilson(0, 0).value).toBeNull();
  });
});
