import { z } from 'zod';
import { getArtistBySlug } from '@creatorlens/core/artists';
import { PLATFORMS } from '@creatorlens/db/constants';
import { authedProcedure } from '../../trpc.ts';

export const getArtistBySlugInput = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1, 'slug is required')
    .max(120)
    .regex(/^[a-zA-Z0-9-]+$/, 'A slug contains only letters, digits and hyphens'),
});

export const getArtistBySlugOutput = z.object({
  artist: z.object({ id: z.string(), slug: z.string(), name: z.string(), image: z.string().nullable(), country: z.string().nullable() }),
  channels: z.array(
    z.object({
      id: z.string(),
      artistId: z.string(),
      platform: z.enum(PLATFORMS),
      platformId: z.string(),
      name: z.string(),
      /** '' when the source knows no handle (a YouTube channel known only by its name). */
      handle: z.string(),
      avatarUrl: z.string().nullable(),
      country: z.string().nullable(),
      language: z.string().nullable(),
      categories: z.array(z.string()),
      followers: z.number().nullable(),
      engagementRate: z.number().nullable(),
      averageViews: z.number().nullable(),
      /** When the figures were observed at their source, and that source's id (a data set or connector). */
      dataAsOf: z.number().nullable(),
      source: z.string(),
    }),
  ),
  licenseExcludedPlatforms: z.array(z.enum(PLATFORMS)),
});

export const getArtistBySlugProcedure = authedProcedure
  .input(getArtistBySlugInput)
  .output(getArtistBySlugOutput)
  .query(({ ctx, input }) => getArtistBySlug({ db: ctx.db, actor: ctx.actor }, input));
