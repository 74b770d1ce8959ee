import { describe, expect, it } from 'vitest';
import { summarise } from '../src/seed/finalize.ts';
import { SeedModel } from '../src/seed/model.ts';

// The seed keeps figures that sources report themselves, says which source and day reported them, and never lets a
// 30-day gain from one list be set against another list's follower count (issue 38, contracts/figure-basis.ts).
function channelWith(observations: Parameters<SeedModel['observe']>[1][]) {
  const model = new SeedModel();
  const channel = model.channel('youtube', { id: 'UCbasis00000000000000000', handle: 'basis' }, { name: 'Basis', handle: 'basis' });
  for (const o of observations) model.observe(channel, o);
  return channel;
}

describe('seed summarise: source figures and their basis', () => {
  it('keeps a gain reported with the follower count it belongs to, dated to that reading', () => {
    const summary = summarise(channelWith([{ day: '2023-07-01', source: 'list-a', followers: 1_000_000, followers30dGain: 20_000 }]));
    expect(summary.followers30dGain).toBe(20_000);
    expect(summary.figureBasis.growth).toEqual({ state: 'source', source: 'list-a', asOf: '2023-07-01' });
  });

  it('drops a gain when a newer follower count comes from another source', () => {
    const summary = summarise(
      channelWith([
        { day: '2023-07-01', source: 'list-a', followers: 480_000_000, followers30dGain: 40_000_000 },
        { day: '2024-03-01', source: 'list-b', followers: 523_000_000 },
      ]),
    );
    expect(summary.followers).toBe(523_000_000);
    expect(summary.followers30dGain).toBeNull();
    expect(summary.figureBasis.growth).toBeUndefined();
  });

  it('dates source averages to the reading that reported them, not to the follower count', () => {
    const summary = summarise(
      channelWith([
        { day: '2022-06-01', source: 'list-a', averageViews: 42_000, engagementRate: 0.031 },
        { day: '2024-03-01', source: 'list-b', followers: 80_000 },
      ]),
    );
    expect(summary.source).toBe('list-b');
    expect(summary.averageViews).toBe(42_000);
    expect(summary.figureBasis.averages).toEqual({ state: 'source', source: 'list-a', asOf: '2022-06-01' });
    expect(summary.figureBasis.engagement).toEqual({ state: 'source', source: 'list-a', asOf: '2022-06-01' });
  });
});
