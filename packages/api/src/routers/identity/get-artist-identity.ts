import { z } from 'zod';
import { getArtistIdentity } from '@creatorlens/core/identity';
import { authedProcedure } from '../../trpc.ts';
import { getArtistBySlugInput } from '../artist/get-artist-by-slug.ts';
import { identityChannelOutput, identityOverrideKindSchema, identityPairOutput } from './identity-schemas.ts';

export const getArtistIdentityOutput = z.object({
  channels: z.array(identityChannelOutput),
  splitOff: z.array(identityChannelOutput),
  matches: z.array(identityPairOutput),
  suggestions: z.array(z.object({ channel: identityChannelOutput, pair: identityPairOutput })),
  overrides: z.array(
    z.object({
      id: z.string(),
      kind: identityOverrideKindSchema,
      scope: z.enum(['organization', 'global']),
      channelAKey: z.string(),
      channelBKey: z.string(),
      createdAt: z.number(),
    }),
  ),
  canCorrect: z.boolean(),
  canCorrectGlobally: z.boolean(),
});

export const getArtistIdentityProcedure = authedProcedure
  .input(getArtistBySlugInput)
  .output(getArtistIdentityOutput)
  .query(({ ctx, input }) => getArtistIdentity({ db: ctx.db, actor: ctx.actor }, input));
