import { z } from 'zod';
import { setAccountManager } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId, uuidId } from './admin-schemas.ts';

export const setAccountManagerInput = z.strictObject({
  organizationId: entityId('organizationId'),
  /** null removes the account manager. */
  accountManagerId: uuidId('accountManagerId').nullable(),
});

export const setAccountManagerProcedure = authedProcedure
  .input(setAccountManagerInput)
  .output(z.object({ organizationId: z.string(), accountManagerId: z.string().nullable() }))
  .mutation(({ ctx, input }) => setAccountManager({ db: ctx.db, actor: ctx.actor }, input));
