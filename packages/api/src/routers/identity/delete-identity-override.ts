import { z } from 'zod';
import { deleteIdentityOverride } from '@creatorlens/core/identity';
import { authedProcedure } from '../../trpc.ts';

export const deleteIdentityOverrideInput = z.strictObject({ id: z.uuid('id is a UUID') });

export const deleteIdentityOverrideProcedure = authedProcedure
  .input(deleteIdentityOverrideInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteIdentityOverride({ db: ctx.db, actor: ctx.actor }, input));
