/**
 * How far a figure can be trusted, said the same way by the server and the browser: how old it is relative to today,
 * what is unusual about it (outlier flags), and the three states every judgement (risk or quality badge) takes.
 */

/** A figure observed this many days before today or earlier is "aging"; from STALE_AFTER_DAYS on it is "stale". */
export const AGING_AFTER_DAYS = 90;
export const STALE_AFTER_DAYS = 365;
const DAY_MS = 86_400_000;

export const FIGURE_AGES = ['fresh', 'aging', 'stale', 'unknown'] as const;
export type FigureAge = (typeof FIGURE_AGES)[number];

/** fresh (< 90 days), aging (90–364 days), stale (365 days or more) or unknown (no date), relative to `now`. */
export function figureAge(observedAt: number | null | undefined, now: number): FigureAge {
  if (observedAt == null || !Number.isFinite(observedAt)) return 'unknown';
  const days = (now - observedAt) / DAY_MS;
  if (days >= STALE_AFTER_DAYS) return 'stale';
  return days >= AGING_AFTER_DAYS ? 'aging' : 'fresh';
}

/** The figures an outlier flag can be about. */
export const FLAGGED_METRICS = ['followers', 'growth', 'engagement', 'views', 'posts'] as const;
export type FlaggedMetric = (typeof FLAGGED_METRICS)[number];

/**
 * What an outlier most likely is: a data artefact (two sources or dates mixed, a counter reset), a likely real event
 * (a giveaway, a viral post, a collaboration), or unexplained. Flags never hide a figure; they say why it is unusual.
 */
export const FIGURE_FLAG_KINDS = ['artefact', 'event', 'unexplained'] as const;
export type FigureFlagKind = (typeof FIGURE_FLAG_KINDS)[number];

/** One flag on one figure of a channel (channel.figure_flags holds a list of these). */
export interface FigureFlag {
  metric: FlaggedMetric;
  kind: FigureFlagKind;
  /** A stable reason code with a de/en text in the catalogues, e.g. `growth-mixed-sources`, `engagement-above-peers`. */
  reason: string;
  /** The flagged value as stored (fraction for rates), so the text can say it. */
  value: number | null;
  /** What it was compared with (the channel's own median, the peer group's p99, ...), when there was a comparison. */
  reference?: number | null;
}

/**
 * The three states of every judgement: a finding (something was found, e.g. medium or high bot risk), no finding on
 * enough data (e.g. low risk after enough points and posts were checked), or not enough data to judge (with what is
 * missing). A judgement must never claim "no finding" when it had too little data to find anything.
 */
export const JUDGEMENT_STATES = ['finding', 'no-finding', 'not-enough-data'] as const;
export type JudgementState = (typeof JUDGEMENT_STATES)[number];

/** How a flag's value and reference are said: a fraction as a percentage, a count, or a factor (16 for "16 times"). */
export type FigureFlagValueFormat = 'percent' | 'count' | 'multiple';

/**
 * Every outlier reason the flag stage writes, with the metric it is about, its kind and how its numbers read. The
 * catalogues hold a de/en text per code (`FigureFlags.reason-<code>`); one list, so a flag without a text cannot be stored.
 */
export const FIGURE_FLAG_REASONS = {
  /** The 30-day growth subtracts follower counts read by two different sources. */
  'growth-mixed-sources': { metric: 'growth', kind: 'artefact', format: 'percent' },
  /** A monthly growth no account of this size can have (+8 % a month on 500 M followers): the data, not the audience. */
  'growth-impossible': { metric: 'growth', kind: 'artefact', format: 'percent' },
  /** Growth far above peers in a window holding a giveaway post. */
  'growth-giveaway': { metric: 'growth', kind: 'event', format: 'percent' },
  /** Growth far above peers in a window holding a post far above the channel's usual reach. */
  'growth-viral-post': { metric: 'growth', kind: 'event', format: 'percent' },
  /** Growth far above the channel's peers (platform × size tier) with no cause found. */
  'growth-above-peers': { metric: 'growth', kind: 'unexplained', format: 'percent' },
  /** The follower series drops by half or more and comes back: a counter reset or a wrong read. */
  'followers-counter-reset': { metric: 'followers', kind: 'artefact', format: 'percent' },
  /** The follower series jumps exactly where its points change source. */
  'followers-source-switch': { metric: 'followers', kind: 'artefact', format: 'multiple' },
  /** Many channels of one source moved by the same factor on the same day: a batch correction of the source. */
  'followers-batch-move': { metric: 'followers', kind: 'artefact', format: 'multiple' },
  /** The follower series multiplies within a few months with a giveaway post in that time. */
  'followers-jump-giveaway': { metric: 'followers', kind: 'event', format: 'multiple' },
  /** The follower series multiplies within a few months (16× in seven months) with no cause found. */
  'followers-jump': { metric: 'followers', kind: 'unexplained', format: 'multiple' },
  /** More interactions per post than followers: not a rate any audience produces. */
  'engagement-impossible': { metric: 'engagement', kind: 'artefact', format: 'percent' },
  /** The follower count the rate divides by was read long before (or after) the posts. */
  'engagement-stale-followers': { metric: 'engagement', kind: 'artefact', format: 'percent' },
  /** The rate is carried by giveaway posts. */
  'engagement-giveaway': { metric: 'engagement', kind: 'event', format: 'percent' },
  /** The rate is carried by one post far above the channel's median. */
  'engagement-viral-post': { metric: 'engagement', kind: 'event', format: 'percent' },
  /** The rate lies far above the channel's peers (platform × size tier) with no cause found. */
  'engagement-above-peers': { metric: 'engagement', kind: 'unexplained', format: 'percent' },
  /** The average views are carried by one post far above the channel's median. */
  'views-viral-post': { metric: 'views', kind: 'event', format: 'count' },
  /** The average views lie far above the channel's peers (platform × size tier) with no cause found. */
  'views-above-peers': { metric: 'views', kind: 'unexplained', format: 'count' },
} as const satisfies Record<string, { metric: FlaggedMetric; kind: FigureFlagKind; format: FigureFlagValueFormat }>;
export type FigureFlagReason = keyof typeof FIGURE_FLAG_REASONS;

function isFigureFlagReason(value: unknown): value is FigureFlagReason {
  return typeof value === 'string' && Object.hasOwn(FIGURE_FLAG_REASONS, value);
}

const finiteOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Reads channel.figure_flags (jsonb, written by an older or newer job, or null) into known flags: entries with an
 * unknown reason code or a wrong shape are dropped, so the browser never shows a flag it has no text for. Metric and
 * kind come from the reason's catalogue entry, the one source of truth.
 */
export function readFigureFlags(raw: unknown): FigureFlag[] {
  if (!Array.isArray(raw)) return [];
  const flags: FigureFlag[] = [];
  for (const entry of raw as unknown[]) {
    if (entry === null || typeof entry !== 'object') continue;
    const { reason, value, reference } = entry as Record<string, unknown>;
    if (!isFigureFlagReason(reason)) continue;
    const { metric, kind } = FIGURE_FLAG_REASONS[reason];
    flags.push({ metric, kind, reason, value: finiteOrNull(value), reference: finiteOrNull(reference) });
  }
  return flags;
}

/** The flags about one metric, artefacts first (they say the figure itself is wrong), then unexplained, then events. */
export function flagsFor(flags: readonly FigureFlag[], metric: FlaggedMetric): FigureFlag[] {
  const rank: Record<FigureFlagKind, number> = { artefact: 0, unexplained: 1, event: 2 };
  return flags.filter((flag) => flag.metric === metric).sort((a, b) => rank[a.kind] - rank[b.kind]);
}
