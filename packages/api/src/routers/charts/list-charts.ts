import { z } from 'zod';
import {
  CHART_CHANNEL_GROUPS,
  CHART_METRICS,
  CHART_METRICS_BY_PLATFORM,
  CHART_PLATFORMS,
  CHART_SIZE_CLASSES,
} from '@creatorlens/contracts';
import { listCharts } from '@creatorlens/core/charts';
import { PLATFORMS } from '@creatorlens/db/constants';
import { publicReplicaReadProcedure } from '../../replica-reads.ts';

export const listChartsInput = z
  .strictObject({
    platform: z.enum(CHART_PLATFORMS),
    metric: z.enum(CHART_METRICS),
    sizeClass: z.enum(CHART_SIZE_CLASSES),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'country is an ISO 3166-1 alpha-2 code such as DE')
      .transform((c) => c.toUpperCase())
      .optional(),
    /** Creator charts rank creators only; brands, media and fan pages have their own list. */
    channelGroup: z.enum(CHART_CHANNEL_GROUPS).default('creators'),
    limit: z.number().int().min(1).max(100, 'A chart has at most 100 entries').default(50),
  })
  .superRefine((input, ctx) => {
    if (!CHART_METRICS_BY_PLATFORM[input.platform].includes(input.metric)) {
      ctx.addIssue({
        code: 'custom',
        path: ['metric'],
        message: `The ${input.platform} charts rank ${CHART_METRICS_BY_PLATFORM[input.platform].join(', ')}; not ${input.metric}`,
      });
    }
  });

export const listChartsOutput = z.object({
  /** The observation days (YYYY-MM-DD) of the ranked figures, oldest and newest; computedAt is only when the ranking ran. */
  observedFrom: z.string().nullable(),
  observedTo: z.string().nullable(),
  computedAt: z.number().nullable(),
  items: z.array(
    z.object({
      rank: z.number().int(),
      previousRank: z.number().int().nullable(),
      change: z.number().int().nullable(),
      isNew: z.boolean(),
      value: z.number(),
      observedOn: z.string().nullable(),
      channel: z.object({
        id: z.string(),
        name: z.string(),
        handle: z.string(),
        avatarUrl: z.string().nullable(),
        country: z.string().nullable(),
        platform: z.enum(PLATFORMS),
      }),
      artist: z.object({ slug: z.string(), name: z.string() }),
    }),
  ),
});

/** Public: anonymous visitors see /charts too, so the output carries only public channel fields. */
export const listChartsProcedure = publicReplicaReadProcedure
  .input(listChartsInput)
  .output(listChartsOutput)
  .query(({ ctx, input }) => listCharts({ db: ctx.db }, input));
