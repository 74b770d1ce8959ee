import { describe, expect, it } from 'vitest';
import { basisCells, basisText } from '../src/exports/figure-columns.ts';
import { reportBasisLine } from '../src/exports/report-basis.ts';

describe('export basis cells', () => {
  it('say what each figure rests on, or "–" and why', () => {
    expect(basisText({ state: 'known', posts: 12, from: '2024-01-10', to: '2024-02-21' })).toBe('from 12 posts 2024-01-10 to 2024-02-21');
    expect(basisText({ state: 'known', points: 2, from: '2024-01-31', to: '2024-03-01' })).toBe(
      'from two follower counts 2024-01-31 to 2024-03-01',
    );
    expect(basisText({ state: 'source', source: 'list-a', asOf: '2022-06-01' })).toBe('reported by list-a as of 2022-06-01');
    expect(basisText({ state: 'missing', reason: 'too-few-posts', posts: 1, since: '2017-11-05', minimum: 3 })).toBe(
      '– too few posts since 2017-11-05 (1 of at least 3)',
    );
    expect(basisText({ state: 'missing', reason: 'mixed-sources' })).toBe('– follower counts from two sources are not compared');
    expect(basisText(undefined)).toBeNull();
  });

  it('come in column order: engagement, growth, averages, cadence', () => {
    expect(
      basisCells({ cadence: { state: 'missing', reason: 'no-posts' }, engagement: { state: 'source', source: 's', asOf: null } }),
    ).toEqual(['reported by s', null, null, '– no posts known']);
  });
});

describe('artist report basis line', () => {
  const date = (time: number) => new Date(time).toISOString().slice(0, 10);
  const now = Date.parse('2026-11-28T00:00:00Z');

  it('dates the follower count, marks its age and gives each figure its basis (de)', () => {
    const line = reportBasisLine(
      'de',
      {
        dataAsOf: Date.parse('2024-03-01T00:00:00Z'),
        source: 'list-a',
        figureBasis: {
          averages: { state: 'missing', reason: 'too-few-posts', posts: 1, since: '2017-11-05', minimum: 3 },
          growth: { state: 'missing', reason: 'mixed-sources' },
        },
      },
      date,
      now,
    );
    expect(line).toBe(
      'Follower erfasst 2024-03-01, Quelle: list-a (über ein Jahr alt) · Wachstum 30 Tage: – Followerzahlen aus zwei Quellen werden nicht verglichen · ' +
        'Durchschnitte: – zu wenige Beiträge seit 2017-11-05 (1 von mindestens 3)',
    );
  });

  it('says when nothing was observed (en)', () => {
    expect(reportBasisLine('en', { dataAsOf: null, source: '', figureBasis: {} }, date, now)).toBe('no figures observed yet');
  });
});
