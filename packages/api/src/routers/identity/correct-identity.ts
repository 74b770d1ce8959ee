import { z } from 'zod';
import { correctIdentity } from '@creatorlens/core/identity';
import { authedProcedure } from '../../trpc.ts';
import { identityOverrideKindSchema } from './identity-schemas.ts';

export const correctIdentityInput = z.strictObject({
  kind: identityOverrideKindSchema,
  channelId: z.uuid('channelId is a UUID'),
  otherChannelId: z.uuid('otherChannelId is a UUID'),
  scope: z.enum(['organization', 'global']),
});

export const correctIdentityProcedure = authedProcedure
  .input(correctIdentityInput)
  .output(z.object({ id: z.string(), moved: z.boolean() }))
  .mutation(({ ctx, input }) => correctIdentity({ db: ctx.db, actor: ctx.actor }, input));
