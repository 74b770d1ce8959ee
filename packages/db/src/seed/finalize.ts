/** Turns a channel's observations into its current counters ("latest counters win", field by field) and its snapshots. */
import type { FigureBasis } from '@creatorlens/contracts';
import type { ChannelDraft, Observation } from './model.ts';

const COUNTERS = ['followers', 'following', 'postsCount', 'totalViews', 'followers30dGain', 'views30dGain'] as const;
const AVERAGES = ['averageViews', 'averageLikes', 'averageComments', 'averageShares', 'engagementRate'] as const;
const SNAPSHOT_FIELDS = ['followers', 'following', 'postsCount', 'totalViews', 'totalLikes'] as const;

export interface ChannelSummary {
  followers: number | null;
  following: number | null;
  postsCount: number | null;
  totalViews: number | null;
  followers30dGain: number | null;
  views30dGain: number | null;
  averageViews: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  averageShares: number | null;
  engagementRate: number | null;
  dataAsOf: Date | null;
  source: string;
  /** Which source and day reported the averages, the engagement rate and the gain (channel.figure_basis, 'source'). */
  figureBasis: FigureBasis;
}

export interface SnapshotDraft {
  day: string;
  followers: number | null;
  following: number | null;
  postsCount: number | null;
  totalViews: number | null;
  totalLikes: number | null;
  source: string;
}

const valid = (v: number | null | undefined): v is number => v != null && Number.isFinite(v);
const validRate = (v: number | null) => (v != null && v >= 0 && v <= 1 ? v : null);
const hasValue = (o: Observation) => [...COUNTERS, ...AVERAGES, 'totalLikes' as const].some((k) => valid(o[k]));

/** Observations oldest first; a stable sort keeps the reading order of sources within a day. */
function chronological(channel: ChannelDraft): Observation[] {
  return channel.observations
    .map((o, i) => [o, i] as const)
    .sort((a, b) => a[0].day.localeCompare(b[0].day) || a[1] - b[1])
    .map(([o]) => o);
}

export function summarise(channel: ChannelDraft): ChannelSummary {
  const current = chronological(channel).filter((o) => !o.historyOnly);
  const latest = <K extends keyof Observation>(key: K): number | null => {
    for (let i = current.length - 1; i >= 0; i--) {
      const value = current[i]![key];
      if (typeof value === 'number' && Number.isFinite(value)) return value;
    }
    return null;
  };
  const round = (v: number | null) => (v == null ? null : Math.round(v));
  // Averages and the engagement rate describe one set of posts: they come together from the newest reading that has
  // any of them, never field by field from different months (Nike's likes from one list, its rate from another).
  const averagesFrom = [...current].reverse().find((o) => AVERAGES.some((k) => valid(o[k])));
  const average = (key: (typeof AVERAGES)[number]): number | null => {
    const value = averagesFrom?.[key];
    return valid(value) ? value : null;
  };
  const withValues = current.filter(hasValue);
  const asOf = withValues.at(-1) ?? current.at(-1);
  // The follower count's source names the channel row; without counters, the newest source that saw the channel.
  const followerReading = [...current].reverse().find((o) => valid(o.followers));
  const followerSource = followerReading?.source;
  // A reported 30-day gain describes the follower count of its own reading only: against a count another list gave on
  // another day it subtracts two sources (+8 % a month on 523 M followers). Without one, the stats refresh computes the
  // gain from follower points of one source (contracts GROWTH_WINDOW) or leaves it unknown.
  const gain = followerReading && valid(followerReading.followers30dGain) ? followerReading.followers30dGain : null;
  const engagementRate = channel.platform === 'twitch' ? null : validRate(average('engagementRate'));
  const reported = (reading: Observation | undefined) => ({ state: 'source' as const, source: reading!.source, asOf: reading!.day });
  const figureBasis: FigureBasis = {
    ...((['averageViews', 'averageLikes', 'averageComments'] as const).some((k) => average(k) != null) && {
      averages: reported(averagesFrom),
    }),
    ...(engagementRate != null && { engagement: reported(averagesFrom) }),
    ...(gain != null && { growth: reported(followerReading) }),
  };
  return {
    followers: round(latest('followers')),
    following: round(latest('following')),
    postsCount: round(latest('postsCount')),
    totalViews: round(latest('totalViews')),
    followers30dGain: round(gain),
    views30dGain: round(latest('views30dGain')),
    averageViews: average('averageViews'),
    averageLikes: average('averageLikes'),
    averageComments: average('averageComments'),
    averageShares: average('averageShares'),
    // Twitch has no engagement rate (market.md §2.1). Above 1 (more interactions than followers/views) is a data error
    // in the source row (two such rows: an Instagram list entry and a TikTok creator), not a rate.
    engagementRate,
    dataAsOf: asOf ? new Date(`${asOf.day}T00:00:00Z`) : null,
    source: followerSource ?? asOf?.source ?? 'seed',
    figureBasis,
  };
}

/** One snapshot per day with at least one counter; a later reading of the same day fills/overrides fields. */
export function snapshots(channel: ChannelDraft): SnapshotDraft[] {
  const byDay = new Map<string, SnapshotDraft>();
  for (const o of chronological(channel)) {
    if (!SNAPSHOT_FIELDS.some((k) => valid(o[k]) && o[k]! >= 0)) continue;
    const snapshot = byDay.get(o.day) ?? {
      day: o.day,
      followers: null,
      following: null,
      postsCount: null,
      totalViews: null,
      totalLikes: null,
      source: o.source,
    };
    for (const k of SNAPSHOT_FIELDS) {
      const value = o[k];
      if (valid(value) && value >= 0) {
        snapshot[k] = Math.round(value);
        snapshot.source = o.source;
      }
    }
    byDay.set(o.day, snapshot);
  }
  return [...byDay.values()];
}
