import type { FigureFlag } from '@creatorlens/contracts';
import { engagementFlags } from './engagement-flags.ts';
import { growthFlags } from './growth-flags.ts';
import { seriesFlags } from './series-flags.ts';
import type { OutlierInput } from './types.ts';
import { viewsFlags } from './views-flags.ts';

/**
 * Every outlier flag of one channel (growth, follower series, engagement, views): pure, so the stage that writes
 * channel.figure_flags, data:check and the tests run the same rules. Twitch and Snapchat have no engagement rate.
 */
export function detectFigureFlags(input: OutlierInput): FigureFlag[] {
  const hasRate = input.platform !== 'twitch' && input.platform !== 'snapchat';
  return [...growthFlags(input), ...seriesFlags(input), ...(hasRate ? engagementFlags(input) : []), ...viewsFlags(input)];
}

/** Whether a flag says the channel's follower growth is unexplained (the bot-risk judgement must mention it). */
export const isUnexplainedGrowth = (flag: FigureFlag): boolean =>
  flag.kind === 'unexplained' && (flag.metric === 'growth' || flag.metric === 'followers');
