import { describe, expect, it } from 'vitest';
import { CADENCE_WINDOW, GROWTH_WINDOW, METRIC_WINDOWS, readFigureBasis } from '../src/figure-basis.ts';

describe('readFigureBasis', () => {
  it('reads the three states as stored', () => {
    expect(
      readFigureBasis({
        averages: { state: 'known', posts: 4, from: '2024-01-10', to: '2024-02-21' },
        engagement: { state: 'source', source: 'list-a', asOf: '2022-06-01' },
        cadence: { state: 'missing', reason: 'too-few-posts', posts: 1, since: '2018-02-03', minimum: 2 },
        growth: { state: 'missing', reason: 'mixed-sources' },
      }),
    ).toEqual({
      averages: { state: 'known', posts: 4, from: '2024-01-10', to: '2024-02-21' },
      engagement: { state: 'source', source: 'list-a', asOf: '2022-06-01' },
      cadence: { state: 'missing', reason: 'too-few-posts', posts: 1, since: '2018-02-03', minimum: 2 },
      growth: { state: 'missing', reason: 'mixed-sources' },
    });
  });

  it('leaves out what does not parse instead of throwing', () => {
    expect(readFigureBasis(null)).toEqual({});
    expect(readFigureBasis([1, 2])).toEqual({});
    expect(
      readFigureBasis({
        averages: { state: 'known', posts: 3 }, // no dates
        engagement: { state: 'missing', reason: 'because' }, // unknown reason
        cadence: { state: 'source' }, // no source
        growth: { state: 'source', source: 'list-a', asOf: 7 },
        other: { state: 'known', from: '2024-01-01', to: '2024-01-02' },
      }),
    ).toEqual({ growth: { state: 'source', source: 'list-a', asOf: null } });
  });
});

describe('windows and minimums', () => {
  it('ask for at least three posts for an average on every platform and a comparable growth gap around 30 days', () => {
    for (const window of Object.values(METRIC_WINDOWS)) {
      expect(window.minimumPosts).toBeGreaterThanOrEqual(3);
      expect(window.posts).toBeGreaterThanOrEqual(window.minimumPosts);
    }
    expect(CADENCE_WINDOW.minimumPosts).toBeGreaterThanOrEqual(2);
    expect(GROWTH_WINDOW.minDays).toBeLessThan(GROWTH_WINDOW.targetDays);
    expect(GROWTH_WINDOW.maxDays).toBeGreaterThan(GROWTH_WINDOW.targetDays);
  });
});
