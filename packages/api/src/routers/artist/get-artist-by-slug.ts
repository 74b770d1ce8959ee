import { z } from 'zod';
import { getArtistBySlug } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';

export const getArtistBySlugInput = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1, 'slug is required')
    .max(120)
    .regex(/^[a-zA-Z0-9-]+$/, 'A slug contains only letters, digits and hyphens'),
});

export const getArtistBySlugProcedure = authedProcedure
  .input(getArtistBySlugInput)
  .query(({ ctx, input }) => getArtistBySlug({ db: ctx.db, actor: ctx.actor }, input));
