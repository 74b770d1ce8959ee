/** The bot-risk levels the intelligence job writes to channel.bot_risk, from harmless to alarming. */
export const BOT_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type BotRiskLevel = (typeof BOT_RISK_LEVELS)[number];

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
