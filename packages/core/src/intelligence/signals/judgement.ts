/**
 * How sure the bot-risk judgement is (issue 38): "low" is said only on enough data (BOT_RISK_ENOUGH_DATA); with less,
 * the stored value is 'insufficient-data' and the page says what is missing. A finding (medium, high) stands whatever
 * the amount of data. An unexplained follower jump or growth outlier (figure flags) counts as a warning: a channel
 * that grew 16× in seven months is never "low risk, no signals".
 */
import {
  BOT_RISK_ENOUGH_DATA,
  BOT_RISK_INSUFFICIENT_DATA,
  type BotRiskLevel,
  type BotRiskValue,
  type DataGap,
  type FigureFlag,
} from '@creatorlens/contracts';
import type { Platform } from '@creatorlens/db/constants';
import { isUnexplainedGrowth } from '../outliers/detect-figure-flags.ts';

/** What a bot-risk judgement saw of a channel. */
interface JudgementInput {
  followerPoints: number;
  /** Posts with counters (likes or views). */
  posts: number;
  /** Live viewer samples of the newest Twitch stream. */
  streamSamples: number;
  /** Twitch: a long-run average viewer count, which the viewers-per-follower check reads instead of samples. */
  hasAverageViewers?: boolean | undefined;
}

/** What is missing for a bot-risk judgement on this platform; empty when there is enough. */
export function botRiskDataGaps(platform: Platform, seen: JudgementInput): DataGap[] {
  const gaps: DataGap[] = [];
  const { followerPoints, posts, streamSamples } = BOT_RISK_ENOUGH_DATA;
  if (seen.followerPoints < followerPoints) gaps.push({ data: 'follower-points', count: seen.followerPoints, minimum: followerPoints });
  if (platform === 'twitch') {
    if (seen.streamSamples < streamSamples && !seen.hasAverageViewers)
      gaps.push({ data: 'stream-samples', count: seen.streamSamples, minimum: streamSamples });
  } else if (seen.posts < posts) gaps.push({ data: 'posts', count: seen.posts, minimum: posts });
  return gaps;
}

/** The value stored in channel.bot_risk: the signals' level, raised by unexplained growth, 'insufficient-data' for a low on too little data. */
export function judgeBotRisk(level: BotRiskLevel, platform: Platform, seen: JudgementInput, flags: readonly FigureFlag[]): BotRiskValue {
  const raised: BotRiskLevel = level === 'low' && flags.some(isUnexplainedGrowth) ? 'medium' : level;
  if (raised !== 'low') return raised;
  return botRiskDataGaps(platform, seen).length > 0 ? BOT_RISK_INSUFFICIENT_DATA : 'low';
}
