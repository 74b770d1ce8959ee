import { CHART_COLORS } from '@creatorlens/ui';
import type { RouterOutputs } from '../../lib/trpc.ts';

export type ChannelIntelligence = RouterOutputs['intelligence']['getChannelIntelligence'];
export type Signal = ChannelIntelligence['signals'][number];
export type BotRisk = NonNullable<ChannelIntelligence['botRisk']>;
export type ChannelType = NonNullable<ChannelIntelligence['channelType']>;

/** Badge tones of the bot-risk levels and signal severities: the colour says how worried to be. */
export const BOT_RISK_TONE = { low: 'grass', medium: 'warning', high: 'critical', 'insufficient-data': 'neutral' } as const;
export const SEVERITY_TONE = { info: 'sky', warning: 'warning', critical: 'critical' } as const;
/** Canvas colours for the markers on the growth chart (plain hex: the canvas cannot read theme variables). */
export const SEVERITY_COLOR = { info: CHART_COLORS.sky, warning: CHART_COLORS.amber, critical: CHART_COLORS.red } as const;
