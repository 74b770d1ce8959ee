import { z } from 'zod';
import { getPublicArtist } from '@creatorlens/core/site';
import { PLATFORMS } from '@creatorlens/db/constants';
import { publicProcedure } from '../../trpc.ts';

export const getPublicArtistInput = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1, 'slug is required')
    .max(120, 'A slug has at most 120 characters')
    .regex(/^[a-zA-Z0-9-]+$/, 'A slug contains only letters, digits and hyphens'),
});

const nullableNumber = z.number().nullable();

export const publicArtistOutput = z.object({
  artist: z.object({ name: z.string(), slug: z.string(), image: z.string().nullable(), country: z.string().nullable() }),
  channels: z.array(
    z.object({
      platform: z.enum(PLATFORMS),
      handle: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      url: z.string().nullable(),
      followers: nullableNumber,
      followers30dGain: nullableNumber,
      followers30dGrowth: nullableNumber,
      engagementRate: nullableNumber,
      averageViews: nullableNumber,
      averageViewers: nullableNumber,
      peakViewers: nullableNumber,
      dataAsOf: nullableNumber,
      source: z.string(),
      followerSeries: z.array(z.object({ day: z.string(), followers: z.number(), source: z.string() })),
      topPosts: z.array(
        z.object({
          title: z.string().nullable(),
          url: z.string().nullable(),
          publishedAt: z.number(),
          views: nullableNumber,
          likes: nullableNumber,
        }),
      ),
      postsUpTo: nullableNumber,
      postsSource: z.string().nullable(),
    }),
  ),
  observedFrom: nullableNumber,
  observedTo: nullableNumber,
});

/** Public: an artist's page for anonymous visitors (public profile figures, follower trend, top posts; no paid analysis). */
export const getPublicArtistProcedure = publicProcedure
  .input(getPublicArtistInput)
  .output(publicArtistOutput)
  .query(({ ctx, input }) => getPublicArtist({ db: ctx.db }, input));
