import { z } from 'zod';
import { getArtistBySlug } from '@creatorlens/core/artists';
import { PLATFORMS } from '@creatorlens/db/constants';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { channelViewOutput } from '../channel/channel-schemas.ts';

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
  channels: z.array(channelViewOutput),
  licenseExcludedPlatforms: z.array(z.enum(PLATFORMS)),
});

export const getArtistBySlugProcedure = replicaReadProcedure
  .input(getArtistBySlugInput)
  .output(getArtistBySlugOutput)
  .query(({ ctx, input }) => getArtistBySlug({ db: ctx.db, actor: ctx.actor }, input));
