import { z } from 'zod';
import { setUserRole } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId, userRoleSchema } from './admin-schemas.ts';

export const setUserRoleInput = z.strictObject({ userId: entityId('userId'), role: userRoleSchema });

export const setUserRoleProcedure = authedProcedure
  .input(setUserRoleInput)
  .output(z.object({ userId: z.string(), role: userRoleSchema }))
  .mutation(({ ctx, input }) => setUserRole({ db: ctx.db, actor: ctx.actor }, input));
