import { z } from 'zod';
import { getChannelAnalytics } from '@creatorlens/core/analytics';
import { PLATFORMS } from '@creatorlens/db/constants';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { figureBasisOutput } from '../channel/channel-schemas.ts';
import { figureFlagOutput } from '../intelligence/get-channel-intelligence.ts';

export const getChannelAnalyticsInput = z.strictObject({ channelId: z.uuid('channelId is a UUID') });

const percentile = z.number().int().min(1).max(99).optional();

export const getChannelAnalyticsOutput = z.object({
  channelId: z.string(),
  platform: z.enum(PLATFORMS),
  dataAsOf: z.number().nullable(),
  source: z.string(),
  kpis: z.object({
    followers: z.number().nullable(),
    followers30dGain: z.number().nullable(),
    followers30dGrowth: z.number().nullable(),
    engagementRate: z.number().nullable(),
    engagementDefinition: z.string(),
    averageViews: z.number().nullable(),
    averageLikes: z.number().nullable(),
    averageComments: z.number().nullable(),
    postsPerWeek: z.number().nullable(),
    figureBasis: figureBasisOutput,
    figureFlags: z.array(figureFlagOutput),
    twitch: z
      .object({
        hoursWatched: z.number().nullable(),
        averageViewers: z.number().nullable(),
        peakViewers: z.number().nullable(),
        airtimeHours: z.number().nullable(),
      })
      .optional(),
  }),
  growth: z.array(z.object({ day: z.string(), followers: z.number(), source: z.string() })),
  postsUpTo: z.number().nullable(),
  postsSource: z.string().nullable(),
  cadence: z.array(z.object({ week: z.string(), posts: z.number().int() })),
  topPosts: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      caption: z.string().max(300).nullable(),
      url: z.string().nullable(),
      publishedAt: z.number(),
      likes: z.number().nullable(),
      comments: z.number().nullable(),
      views: z.number().nullable(),
      engagementRate: z.number().nullable(),
    }),
  ),
  postsHidden: z.boolean(),
  benchmark: z.object({
    peerCount: z.number().int(),
    minimumPeerCount: z.number().int(),
    hasEnoughPeers: z.boolean(),
    tier: z.string().nullable(),
    category: z.string().nullable(),
    percentiles: z.object({
      engagementRate: percentile,
      followers30dGrowth: percentile,
      averageViews: percentile,
      postsPerWeek: percentile,
    }),
  }),
});

export const getChannelAnalyticsProcedure = replicaReadProcedure
  .input(getChannelAnalyticsInput)
  .output(getChannelAnalyticsOutput)
  .query(({ ctx, input }) => getChannelAnalytics({ db: ctx.db, actor: ctx.actor }, input));
