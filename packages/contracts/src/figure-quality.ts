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
