import type { JudgementState } from './figure-quality.ts';

/** The bot-risk levels the intelligence job writes to channel.bot_risk, from harmless to alarming. */
export const BOT_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type BotRiskLevel = (typeof BOT_RISK_LEVELS)[number];

/**
 * Stored in channel.bot_risk instead of 'low' when the channel had too little data for "no signal found" to mean
 * anything (see BOT_RISK_ENOUGH_DATA). A finding (medium, high) stands whatever the amount of data.
 */
export const BOT_RISK_INSUFFICIENT_DATA = 'insufficient-data';
/** Every value channel.bot_risk can hold once assessed (discovery's bot-risk filter offers each). */
export const BOT_RISK_VALUES = [...BOT_RISK_LEVELS, BOT_RISK_INSUFFICIENT_DATA] as const;
export type BotRiskValue = (typeof BOT_RISK_VALUES)[number];

/**
 * How much data a bot-risk judgement needs before "low" (no finding) may be said. The growth detectors need a series
 * of at least 7 follower points (6 intervals, market.md §2.4: about a week of history for a baseline); the engagement
 * detectors need 10 posts with counters (Twitch: 10 viewer samples of a stream, or a long-run viewer average).
 * Docs (data-quality.md, "Judgements and how sure they are") and tests quote these constants.
 */
export const BOT_RISK_ENOUGH_DATA = { followerPoints: 7, posts: 10, streamSamples: 10 } as const;

/** An audience-quality judgement needs at least this many judged followers in the sample. */
export const AUDIENCE_MIN_JUDGED = 20;

/** From this share of suspicious followers among the judged ones, audience quality is a finding (below: no finding). */
export const AUDIENCE_SUSPICIOUS_FINDING = 0.2;

/** The kinds of data a judgement can lack, each said in the catalogues (`Judgements.missing-<data>`). */
export const JUDGEMENT_DATA = ['follower-points', 'posts', 'stream-samples', 'audience-sample', 'audience-judged'] as const;
export type JudgementData = (typeof JUDGEMENT_DATA)[number];

/** One missing kind of data: how many the judgement had and how many it needs ("only 2 follower points, 7 needed"). */
export interface DataGap {
  data: JudgementData;
  count: number;
  minimum: number;
}

/** A judgement with how sure it is: its state and, when not enough data, what is missing. */
export interface JudgementCertainty {
  state: JudgementState;
  gaps: DataGap[];
}

/** The judgement state of a stored bot_risk value: medium/high a finding, low none, insufficient-data; null unassessed. */
export function botRiskJudgementState(value: string | null | undefined): JudgementState | null {
  switch (value) {
    case 'medium':
    case 'high':
      return 'finding';
    case 'low':
      return 'no-finding';
    case BOT_RISK_INSUFFICIENT_DATA:
      return 'not-enough-data';
    default:
      return null;
  }
}

/** The channel types ("Kanaltypen") the intelligence job writes to channel.channel_type. */
export const CHANNEL_TYPES = ['creator', 'brand', 'media', 'community'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** The kinds of botting signal the intelligence job writes to channel_signal.kind. */
export const SIGNAL_KINDS = [
  'growth_spike',
  'round_number_jump',
  'engagement_outlier',
  'like_comment_ratio',
  'follow_unfollow',
  'viewers_vs_followers',
  'chat_activity',
  'flat_viewer_curve',
  'giveaway_spike',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const SIGNAL_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type SignalSeverity = (typeof SIGNAL_SEVERITIES)[number];

/** Narrows a stored text to one of the allowed values; anything unknown (an older or newer job) reads as null. */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return value != null && (values as readonly string[]).includes(value) ? (value as T) : null;
}
