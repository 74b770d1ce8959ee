import { z } from 'zod';
import {
  BOT_RISK_VALUES,
  CHANNEL_TYPES,
  FIGURE_FLAG_KINDS,
  FLAGGED_METRICS,
  JUDGEMENT_DATA,
  JUDGEMENT_STATES,
  SIGNAL_SEVERITIES,
} from '@creatorlens/contracts';
import { getChannelIntelligence } from '@creatorlens/core/intelligence';
import { PLATFORMS } from '@creatorlens/db/constants';
import { authedProcedure } from '../../trpc.ts';
import { brandChipOutput } from '../brand/brand-output.ts';

export const getChannelIntelligenceInput = z.strictObject({ channelId: z.uuid('channelId is a UUID') });

const shareInterval = z.object({ low: z.number(), high: z.number() });

/** A judgement's state and, when there was not enough data, what was missing (issue 38). */
const judgementCertainty = z.object({
  state: z.enum(JUDGEMENT_STATES),
  gaps: z.array(z.object({ data: z.enum(JUDGEMENT_DATA), count: z.number().int(), minimum: z.number().int() })),
});

/** An outlier flag on one of the channel's figures (contracts FigureFlag). */
export const figureFlagOutput = z.object({
  metric: z.enum(FLAGGED_METRICS),
  kind: z.enum(FIGURE_FLAG_KINDS),
  reason: z.string(),
  value: z.number().nullable(),
  reference: z.number().nullable().optional(),
});

const postBase = {
  id: z.string(),
  title: z.string().nullable(),
  caption: z.string().max(300).nullable(),
  url: z.string().nullable(),
  publishedAt: z.number(),
};

export const getChannelIntelligenceOutput = z.object({
  channelId: z.string(),
  platform: z.enum(PLATFORMS),
  botRisk: z.enum(BOT_RISK_VALUES).nullable(),
  channelType: z.enum(CHANNEL_TYPES).nullable(),
  judgements: z.object({ botRisk: judgementCertainty.nullable(), audience: judgementCertainty }),
  figureFlags: z.array(figureFlagOutput),
  signals: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      severity: z.enum(SIGNAL_SEVERITIES),
      day: z.string().nullable(),
      value: z.number().nullable(),
      evidence: z.record(z.string(), z.unknown()),
      computedAt: z.number(),
    }),
  ),
  audience: z.object({
    sample: z
      .object({
        source: z.literal('sample'),
        typeShares: z.object({ real: z.number(), suspicious: z.number(), massFollower: z.number(), influencer: z.number() }).nullable(),
        credibility: z.number().nullable(),
        sampleSize: z.number().nullable(),
        judgedSize: z.number().int().nullable(),
        notEnoughData: z.number().int(),
        suspiciousInterval: shareInterval.nullable(),
        credibilityInterval: shareInterval.nullable(),
        updatedAt: z.number(),
      })
      .nullable(),
    creator: z
      .object({
        source: z.literal('creator'),
        ageShares: z.record(z.string(), z.number()),
        genderShares: z.record(z.string(), z.number()),
        countryShares: z.record(z.string(), z.number()),
        updatedAt: z.number(),
        isConnectedByCaller: z.boolean(),
      })
      .nullable(),
  }),
  postsHidden: z.boolean(),
  giveawayPosts: z.array(z.object({ ...postBase, giveawayMarkers: z.array(z.string()) })),
  brandedPosts: z.array(
    z.object({
      ...postBase,
      isSponsored: z.boolean(),
      isUndisclosedAd: z.boolean(),
      disclosureMarkers: z.array(z.string()),
      brandMentions: z.array(z.string()),
      links: z.array(z.object({ url: z.string(), kind: z.string() })),
      brands: z.array(brandChipOutput),
    }),
  ),
  counts: z.object({
    giveaways: z.number().int(),
    sponsored: z.number().int(),
    undisclosed: z.number().int(),
    /** Posts the text detectors gave up on (too slow or failed): absent when none. */
    notAnalysed: z.number().int().optional(),
  }),
});

/** Bot risk, signals with evidence, channel type, audience by source, giveaways and branded posts of one channel. */
export const getChannelIntelligenceProcedure = authedProcedure
  .input(getChannelIntelligenceInput)
  .output(getChannelIntelligenceOutput)
  .query(({ ctx, input }) => getChannelIntelligence({ db: ctx.db, actor: ctx.actor }, input));
