import type { BotRiskLevel, Signal } from './types.ts';

/** Warnings of this many different kinds add up to a high risk even without a critical signal. */
const HIGH_RISK_WARNING_KINDS = 3;

/**
 * The bot-risk level of a channel from its signals (the rule shown to users):
 * - high: at least one critical signal, or warnings of 3 or more different kinds;
 * - medium: at least one warning;
 * - low: otherwise. Info signals (organic-looking spikes, giveaway links, missing data) never raise the level.
 */
export function botRiskLevel(signals: readonly Signal[]): BotRiskLevel {
  if (signals.some((s) => s.severity === 'critical')) return 'high';
  const warningKinds = new Set(signals.filter((s) => s.severity === 'warning').map((s) => s.kind));
  if (warningKinds.size >= HIGH_RISK_WARNING_KINDS) return 'high';
  return warningKinds.size > 0 ? 'medium' : 'low';
}
