import { botRiskLevel } from './bot-risk.ts';
import { detectEngagementOutlier, detectFollowUnfollow, detectLikeCommentRatio } from './engagement.ts';
import { detectGrowthSpikes, detectRoundNumberJumps, linkGiveawaySpikes } from './growth-spike.ts';
import { detectViewersVsFollowers } from './twitch.ts';
import { detectChatActivity, detectFlatViewerCurve } from './twitch-live.ts';
import type { BotRiskLevel, Signal, SignalInput } from './types.ts';

interface ChannelSignals {
  signals: Signal[];
  botRisk: BotRiskLevel;
}

/** Runs every detector that applies to the channel's platform and summarises them into the bot-risk level. */
export function detectSignals(input: SignalInput): ChannelSignals {
  const spikes = detectGrowthSpikes(input.snapshots, input.posts);
  const giveawaySpikes = linkGiveawaySpikes(spikes, input.posts);
  const signals: Signal[] = [
    ...spikes,
    ...giveawaySpikes,
    ...detectRoundNumberJumps(input.snapshots),
    ...detectFollowUnfollow(input.snapshots),
  ];
  if (input.platform === 'twitch') {
    signals.push(...detectViewersVsFollowers(input), ...detectChatActivity(input), ...detectFlatViewerCurve(input));
  } else if (input.platform !== 'snapchat') {
    signals.push(...detectEngagementOutlier(input), ...detectLikeCommentRatio(input));
  }
  return { signals, botRisk: botRiskLevel(signals) };
}
