/**
 * One definition per derived figure (issue 38): which posts an average or a cadence may use, how many it needs, and
 * which follower points a growth may subtract. The stats refresh (SQL), the data-quality stage (in memory) and the
 * artist page all read these constants, and channel.figure_basis says per channel what each figure rests on.
 *
 * Why these windows (docs/data-quality.md "Windows and minimums", /work/shared/reference/market.md §2.1):
 * - Instagram: the newest 12 posts (HypeAuditor's Instagram ER window) within 90 days (Modash, Brandwatch and Stellar
 *   use 2–3 months), so a list entry from 2019 cannot stand in for today's reach.
 * - TikTok and YouTube: the newest 30 posts (HypeAuditor's "per 30 videos") within 180 days (one of HypeAuditor's
 *   selectable windows): these channels post less often, and 90 days would leave most YouTube channels with no average.
 * - Twitch has no post averages; Snapchat follows TikTok.
 * - At least 3 posts: one viral video or a single upload from 2018 is not an average (Nindo: "enough posts in the window").
 * Windows count back from the channel's newest post, not from today: many sources are historic, and the figure's date
 * (shown with it) says how old it is.
 */
import type { Platform } from './platforms.ts';

export interface MetricWindow {
  /** At most this many of the newest posts. */
  posts: number;
  /** Only posts published within this many days before the channel's newest post. */
  days: number;
  /** Fewer posts than this inside the window: the figure is unknown ("too few posts since …"). */
  minimumPosts: number;
}

/** Averages of views, likes, comments and the engagement rate. */
export const METRIC_WINDOWS: Record<Platform, MetricWindow> = {
  instagram: { posts: 12, days: 90, minimumPosts: 3 },
  tiktok: { posts: 30, days: 180, minimumPosts: 3 },
  youtube: { posts: 30, days: 180, minimumPosts: 3 },
  twitch: { posts: 30, days: 180, minimumPosts: 3 },
  snapchat: { posts: 30, days: 180, minimumPosts: 3 },
};

/** Posts per week: the posts within 90 days before the newest post, divided by 90/7; fewer than 2 posts is unknown. */
export const CADENCE_WINDOW = { days: 90, minimumPosts: 2 } as const;

/**
 * 30-day growth: the newest follower point against the one nearest 30 days before it, 20..45 days earlier, scaled to
 * 30 days, and only when both points come from the same source (two sources count differently: subtracting them
 * gave +8 % a month on 523 M followers).
 */
export const GROWTH_WINDOW = { minDays: 20, maxDays: 45, targetDays: 30 } as const;

export const BASIS_FIGURES = ['averages', 'engagement', 'cadence', 'growth'] as const;
export type BasisFigure = (typeof BASIS_FIGURES)[number];

export const MISSING_REASONS = ['no-posts', 'too-few-posts', 'mixed-sources', 'gap-not-comparable', 'one-point', 'not-reported'] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];

/** Computed here from posts (posts) or follower points (points), dated from the first to the last one used (ISO dates). */
export interface KnownBasis {
  state: 'known';
  posts?: number;
  points?: number;
  from: string;
  to: string;
}
/** Reported by a source as a figure (a list's average views, a tracker's 30-day gain), as of that source's date. */
export interface SourceBasis {
  state: 'source';
  source: string;
  asOf: string | null;
}
/** Not computed, and why: posts found inside the window (`posts`) since a day (`since`) against the `minimum`. */
export interface MissingBasis {
  state: 'missing';
  reason: MissingReason;
  posts?: number;
  since?: string;
  minimum?: number;
}
export type FigureBasisEntry = KnownBasis | SourceBasis | MissingBasis;
export type FigureBasis = Partial<Record<BasisFigure, FigureBasisEntry>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function readEntry(raw: unknown): FigureBasisEntry | undefined {
  if (!isObject(raw)) return undefined;
  if (raw.state === 'known') {
    const from = str(raw.from);
    const to = str(raw.to);
    if (!from || !to) return undefined;
    const posts = num(raw.posts);
    const points = num(raw.points);
    return { state: 'known', from, to, ...(posts != null && { posts }), ...(points != null && { points }) };
  }
  if (raw.state === 'source') {
    const source = str(raw.source);
    return source ? { state: 'source', source, asOf: str(raw.asOf) ?? null } : undefined;
  }
  if (raw.state === 'missing') {
    const reason = (MISSING_REASONS as readonly unknown[]).includes(raw.reason) ? (raw.reason as MissingReason) : undefined;
    if (!reason) return undefined;
    const posts = num(raw.posts);
    const minimum = num(raw.minimum);
    const since = str(raw.since);
    return { state: 'missing', reason, ...(posts != null && { posts }), ...(since && { since }), ...(minimum != null && { minimum }) };
  }
  return undefined;
}

/** channel.figure_basis as stored (jsonb, written by SQL): entries that do not parse are left out, never thrown on. */
export function readFigureBasis(json: unknown): FigureBasis {
  if (!isObject(json)) return {};
  const basis: FigureBasis = {};
  for (const figure of BASIS_FIGURES) {
    const entry = readEntry(json[figure]);
    if (entry) basis[figure] = entry;
  }
  return basis;
}

/** What wording a figure's basis needs from its caller: the translator, and how to say a day and a source. */
export interface FigureBasisWording {
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A YYYY-MM-DD day in the reader's language. */
  day: (day: string) => string;
  /** A source id's label ("Quelle „x“" for an id without one). */
  source: (id: string) => string;
}

/**
 * A figure's basis in words (the FigureBasis.* catalogue keys): which posts or follower points it came from and when,
 * which source reported it as of when, or why it is "–". The app's FigureBasisNote and the server's share page say it
 * with this one rule.
 */
export function figureBasisText(entry: FigureBasisEntry, { t, day, source }: FigureBasisWording): string {
  if (entry.state === 'source') {
    return entry.asOf
      ? t('FigureBasis.source', { source: source(entry.source), date: day(entry.asOf) })
      : t('FigureBasis.source-undated', { source: source(entry.source) });
  }
  if (entry.state === 'known') {
    return entry.points != null
      ? t('FigureBasis.known-points', { from: day(entry.from), to: day(entry.to) })
      : t('FigureBasis.known', { count: entry.posts ?? 0, from: day(entry.from), to: day(entry.to) });
  }
  if (entry.reason === 'too-few-posts') {
    return entry.since
      ? t('FigureBasis.missing-too-few-posts', { date: day(entry.since), posts: entry.posts ?? 0, minimum: entry.minimum ?? 0 })
      : t('FigureBasis.missing-too-few-posts-undated');
  }
  return t(`FigureBasis.missing-${entry.reason}`);
}
