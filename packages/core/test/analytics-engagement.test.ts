import { describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_DEFINITIONS,
  followersGrowth,
  postEngagementRate,
  postsPerWeek,
  sizeTierOf,
  twitchKpis,
} from '../src/analytics/engagement.ts';

describe('postEngagementRate', () => {
  it('instagram: (likes + comments) / followers', () => {
    // (900 + 100) / 50,000 = 0.02
    expect(postEngagementRate('instagram', { likes: 900, comments: 100, views: null, shares: null }, 50_000)).toBeCloseTo(0.02, 12);
  });

  it('tiktok: (likes + comments + shares) / views, follower count irrelevant', () => {
    // (300 + 50 + 150) / 10,000 = 0.05
    expect(postEngagementRate('tiktok', { likes: 300, comments: 50, views: 10_000, shares: 150 }, 1)).toBeCloseTo(0.05, 12);
  });

  it('youtube: likes / views', () => {
    // 420 / 12,000 = 0.035
    expect(postEngagementRate('youtube', { likes: 420, comments: 99, views: 12_000, shares: 7 }, 5_000)).toBeCloseTo(0.035, 12);
  });

  it('treats missing comments and shares as 0 but missing likes as unknown', () => {
    expect(postEngagementRate('tiktok', { likes: 200, comments: null, views: 1_000, shares: null }, null)).toBeCloseTo(0.2, 12);
    expect(postEngagementRate('youtube', { likes: null, comments: 5, views: 1_000, shares: null }, null)).toBeNull();
  });

  it('is null without a positive denominator', () => {
    expect(postEngagementRate('instagram', { likes: 10, comments: 1, views: null, shares: null }, 0)).toBeNull();
    expect(postEngagementRate('instagram', { likes: 10, comments: 1, views: null, shares: null }, null)).toBeNull();
    expect(postEngagementRate('youtube', { likes: 10, comments: 1, views: 0, shares: null }, 100)).toBeNull();
  });

  it('is never computed for twitch and snapchat', () => {
    const post = { likes: 10, comments: 1, views: 100, shares: 1 };
    expect(postEngagementRate('twitch', post, 1_000)).toBeNull();
    expect(postEngagementRate('snapchat', post, 1_000)).toBeNull();
    expect(ENGAGEMENT_DEFINITIONS.instagram).toBe('instagram: (likes + comments) / followers');
  });
});

describe('twitchKpis', () => {
  it('prefers measured watch time and converts minutes to hours', () => {
    expect(twitchKpis({ watchTimeMinutes: 600_000, streamTimeMinutes: 6_000, averageViewers: 120, peakViewers: 900 })).toEqual({
      hoursWatched: 10_000,
      averageViewers: 120,
      peakViewers: 900,
      airtimeHours: 100,
    });
  });

  it('falls back to average viewers x airtime hours', () => {
    // 250 viewers x (3,000 min / 60 = 50 h) = 12,500 h
    expect(twitchKpis({ streamTimeMinutes: 3_000, averageViewers: 250 }).hoursWatched).toBe(12_500);
    expect(twitchKpis({}).hoursWatched).toBeNull();
  });
});

describe('sizeTierOf', () => {
  it.each([
    [0, 'nano'],
    [9_999, 'nano'],
    [10_000, 'micro'],
    [99_999, 'micro'],
    [100_000, 'mid'],
    [499_999, 'mid'],
    [500_000, 'macro'],
    [999_999, 'macro'],
    [1_000_000, 'mega'],
    [250_000_000, 'mega'],
  ] as const)('%i followers -> %s', (followers, tier) => {
    expect(sizeTierOf(followers)).toBe(tier);
  });

  it('has no tier without a follower count', () => {
    expect(sizeTierOf(null)).toBeNull();
  });
});

describe('growth and cadence', () => {
  it('relates the 30-day gain to the follower count before it', () => {
    // 11,000 followers after gaining 1,000: 1,000 / 10,000 = 0.1
    expect(followersGrowth(11_000, 1_000)).toBeCloseTo(0.1, 12);
    expect(followersGrowth(1_000, 1_000)).toBeNull();
    expect(followersGrowth(null, 5)).toBeNull();
  });

  it('spreads posts of 90 days over 90/7 weeks', () => {
    // 18 posts / (90 / 7) = 1.4 per week
    expect(postsPerWeek(18)).toBeCloseTo(1.4, 12);
  });
});
