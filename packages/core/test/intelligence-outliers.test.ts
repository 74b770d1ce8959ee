import { describe, expect, it } from 'vitest';
import { BOT_RISK_ENOUGH_DATA, botRiskJudgementState, readFigureFlags, type FigureFlag } from '@creatorlens/contracts';
import { detectFigureFlags } from '../src/intelligence/outliers/detect-figure-flags.ts';
import { isImpossibleGrowth } from '../src/intelligence/outliers/growth-flags.ts';
import type { OutlierInput, OutlierPost } from '../src/intelligence/outliers/types.ts';
import { percentilesOf } from '../src/intelligence/benchmarks/percentiles.ts';
import { botRiskDataGaps, judgeBotRisk } from '../src/intelligence/signals/judgement.ts';
import { addDays } from '../src/intelligence/signals/series.ts';

/** A channel with no unusual figure; each test changes what it is about. */
function channel(overrides: Partial<OutlierInput> = {}): OutlierInput {
  return {
    platform: 'instagram',
    followers: 200_000,
    followers30dGrowth: 0.01,
    followers30dGain: 2_000,
    engagementRate: 0.03,
    averageViews: null,
    snapshots: [],
    posts: [],
    peers: {},
    ...overrides,
  };
}

/** Monthly follower points from 2024-01-01 with one source unless a point names its own. */
const monthly = (values: readonly (number | [number, string])[]) =>
  values.map((v, i) => ({
    day: addDays('2024-01-01', i * 30),
    followers: Array.isArray(v) ? v[0] : v,
    source: Array.isArray(v) ? v[1] : 'list-a',
  }));

const post = (day: string, counters: Partial<OutlierPost> = {}): OutlierPost => ({
  publishedAt: new Date(`${day}T12:00:00Z`),
  likes: 1_000,
  comments: 50,
  views: 20_000,
  ...counters,
});

/** A peer distribution of 50 channels spread evenly from `from` to `to`. */
const peers = (from: number, to: number) => ({
  sampleSize: 50,
  percentiles: percentilesOf(Array.from({ length: 50 }, (_, i) => from + ((to - from) * i) / 49)),
});

const reasons = (flags: FigureFlag[]) => flags.map((f) => f.reason);

describe('growth outliers', () => {
  it('calls +8.3 % in 30 days on 523 M followers (+40 M) an artefact: no account that size grows so fast', () => {
    const flags = detectFigureFlags(channel({ followers: 523_000_000, followers30dGrowth: 0.083, followers30dGain: 40_000_000 }));
    expect(flags).toEqual([{ metric: 'growth', kind: 'artefact', reason: 'growth-impossible', value: 0.083, reference: 0.04 }]);
    expect(isImpossibleGrowth(523_000_000, 0.083, 40_000_000)).toBe(true);
    expect(isImpossibleGrowth(523_000_000, 0.015, 7_700_000)).toBe(false);
  });

  it('calls growth between points of two sources an artefact', () => {
    const snapshots = [
      { day: '2024-05-01', followers: 300_000, source: 'list-a' },
      { day: '2024-05-31', followers: 345_000, source: 'list-b' },
    ];
    const flags = detectFigureFlags(channel({ followers: 345_000, followers30dGrowth: 0.15, followers30dGain: 45_000, snapshots }));
    expect(reasons(flags)).toEqual(['growth-mixed-sources']);
    expect(flags[0]!.kind).toBe('artefact');
  });

  it('calls +40 % far above its peers unexplained without a cause in the posts, an event with a giveaway post', () => {
    const snapshots = [
      { day: '2024-05-01', followers: 250_000 },
      { day: '2024-05-31', followers: 350_000 },
    ];
    const base = channel({
      followers: 350_000,
      followers30dGrowth: 0.4,
      followers30dGain: 100_000,
      snapshots,
      peers: { followers30dGrowth: peers(-0.01, 0.06) },
    });
    expect(detectFigureFlags(base)).toEqual([
      { metric: 'growth', kind: 'unexplained', reason: 'growth-above-peers', value: 0.4, reference: expect.closeTo(0.059, 3) },
    ]);
    const withGiveaway = { ...base, posts: [post('2024-05-10', { isGiveaway: true }), post('2024-04-20')] };
    expect(reasons(detectFigureFlags(withGiveaway))).toEqual(['growth-giveaway']);
  });

  it('leaves +14.5 % alone when its peers grow as fast, and flags it where they do not', () => {
    const figures = { followers: 80_000, followers30dGrowth: 0.145, followers30dGain: 10_000 };
    expect(detectFigureFlags(channel({ ...figures, peers: { followers30dGrowth: peers(0, 0.3) } }))).toEqual([]);
    expect(reasons(detectFigureFlags(channel({ ...figures, peers: { followers30dGrowth: peers(0, 0.05) } })))).toEqual([
      'growth-above-peers',
    ]);
  });
});

describe('follower series outliers', () => {
  it('flags 16× in seven months as an unexplained jump', () => {
    const snapshots = monthly([50_000, 90_000, 160_000, 280_000, 420_000, 600_000, 800_000]);
    const flags = detectFigureFlags(channel({ followers: 800_000, followers30dGrowth: null, followers30dGain: null, snapshots }));
    expect(flags).toEqual([{ metric: 'followers', kind: 'unexplained', reason: 'followers-jump', value: 16, reference: 4 }]);
  });

  it('calls a jump where the source changes an artefact, and does not also call it unexplained', () => {
    const snapshots = monthly([100_000, 102_000, [510_000, 'list-b'], [515_000, 'list-b']]);
    const flags = detectFigureFlags(channel({ followers: 515_000, followers30dGrowth: null, followers30dGain: null, snapshots }));
    expect(reasons(flags)).toEqual(['followers-source-switch']);
    expect(flags[0]!.value).toBeCloseTo(5, 1);
  });

  it('calls a drop to a tenth that comes back a counter reset', () => {
    const snapshots = monthly([400_000, 405_000, 40_000, 410_000, 415_000]);
    const flags = detectFigureFlags(channel({ followers: 415_000, followers30dGrowth: null, followers30dGain: null, snapshots }));
    expect(reasons(flags)).toEqual(['followers-counter-reset']);
  });

  it('calls a move on a day the source moved a whole batch an artefact', () => {
    const snapshots = monthly([100_000, 101_000, 300_000]);
    const day = snapshots[2]!.day;
    const flags = detectFigureFlags(
      channel({ followers: 300_000, followers30dGrowth: null, followers30dGain: null, snapshots, batchMoves: new Set([`list-a|${day}`]) }),
    );
    expect(reasons(flags)).toEqual(['followers-batch-move']);
  });
});

describe('engagement outliers', () => {
  const posts = Array.from({ length: 12 }, (_, i) => post(addDays('2024-06-01', -i * 3), { likes: 2_000, comments: 100 }));

  it('flags 18 % at 400 k followers on Instagram as unexplained even when the peers look alike', () => {
    const flags = detectFigureFlags(
      channel({ followers: 400_000, engagementRate: 0.18, posts, peers: { engagementRate: peers(0.01, 0.25) } }),
    );
    expect(flags).toEqual([{ metric: 'engagement', kind: 'unexplained', reason: 'engagement-above-peers', value: 0.18, reference: 0.1 }]);
  });

  it('explains a high rate carried by one viral post as an event', () => {
    const viral = [post('2024-06-02', { likes: 600_000, comments: 20_000, views: 5_000_000 }), ...posts];
    const flags = detectFigureFlags(channel({ followers: 400_000, engagementRate: 0.13, posts: viral }));
    expect(reasons(flags)).toEqual(['engagement-viral-post']);
  });

  it('calls a follower count read years before the posts an artefact of the rate', () => {
    const snapshots = [{ day: '2021-01-01', followers: 400_000, source: 'list-a' }];
    expect(
      reasons(detectFigureFlags(channel({ followers: 400_000, engagementRate: 0.2, snapshots, posts, followers30dGrowth: null }))),
    ).toEqual(['engagement-stale-followers']);
  });

  it('calls a rate above 100 % impossible', () => {
    expect(reasons(detectFigureFlags(channel({ engagementRate: 1.4 })))).toEqual(['engagement-impossible']);
  });
});

describe('views outliers', () => {
  it('says the average views come from one viral post (5.1 M average, the usual video 40 k)', () => {
    const videos = [
      post('2024-06-01', { views: 50_000_000 }),
      ...Array.from({ length: 9 }, (_, i) => post(addDays('2024-05-20', -i * 7), { views: 40_000 })),
    ];
    const flags = detectFigureFlags(channel({ platform: 'youtube', followers: 150_000, averageViews: 5_036_000, posts: videos }));
    expect(flags).toEqual([{ metric: 'views', kind: 'event', reason: 'views-viral-post', value: 5_036_000, reference: 40_000 }]);
  });
});

describe('bot-risk judgement', () => {
  const enough = { followerPoints: BOT_RISK_ENOUGH_DATA.followerPoints, posts: BOT_RISK_ENOUGH_DATA.posts, streamSamples: 0 };

  it('never says low on 2 follower points and no posts: not enough data, with what is missing', () => {
    const seen = { followerPoints: 2, posts: 0, streamSamples: 0 };
    expect(judgeBotRisk('low', 'instagram', seen, [])).toBe('insufficient-data');
    expect(botRiskDataGaps('instagram', seen)).toEqual([
      { data: 'follower-points', count: 2, minimum: 7 },
      { data: 'posts', count: 0, minimum: 10 },
    ]);
    expect(botRiskJudgementState('insufficient-data')).toBe('not-enough-data');
  });

  it('says low (no finding) on enough data, and keeps a finding on little data', () => {
    expect(judgeBotRisk('low', 'instagram', enough, [])).toBe('low');
    expect(botRiskJudgementState('low')).toBe('no-finding');
    expect(judgeBotRisk('high', 'instagram', { followerPoints: 1, posts: 0, streamSamples: 0 }, [])).toBe('high');
    expect(botRiskJudgementState('high')).toBe('finding');
  });

  it('raises an unexplained follower jump to a warning: never low with no signals beside a 16× jump', () => {
    const jump: FigureFlag = { metric: 'followers', kind: 'unexplained', reason: 'followers-jump', value: 16, reference: 4 };
    expect(judgeBotRisk('low', 'tiktok', enough, [jump])).toBe('medium');
    expect(judgeBotRisk('low', 'tiktok', enough, [{ ...jump, kind: 'event', reason: 'followers-jump-giveaway' }])).toBe('low');
  });

  it('reads Twitch data as viewer samples or a long-run viewer average instead of posts', () => {
    expect(botRiskDataGaps('twitch', { followerPoints: 8, posts: 0, streamSamples: 3 })).toEqual([
      { data: 'stream-samples', count: 3, minimum: 10 },
    ]);
    expect(botRiskDataGaps('twitch', { followerPoints: 8, posts: 0, streamSamples: 3, hasAverageViewers: true })).toEqual([]);
  });
});

describe('stored flags', () => {
  it('reads only known reasons and takes metric and kind from the reason catalogue', () => {
    const raw = [
      { metric: 'views', kind: 'event', reason: 'growth-impossible', value: 0.2, reference: 0.04 },
      { reason: 'no-such-reason', value: 1 },
      'garbage',
      { reason: 'views-above-peers', value: 'NaN' },
    ];
    expect(readFigureFlags(raw)).toEqual([
      { metric: 'growth', kind: 'artefact', reason: 'growth-impossible', value: 0.2, reference: 0.04 },
      { metric: 'views', kind: 'unexplained', reason: 'views-above-peers', value: null, reference: null },
    ]);
    expect(readFigureFlags(null)).toEqual([]);
  });
});
