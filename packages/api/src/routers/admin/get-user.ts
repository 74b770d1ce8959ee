import { z } from 'zod';
import { getUserAsAdmin } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId, orgRoleSchema } from './admin-schemas.ts';
import { adminUserRowOutput } from './list-users.ts';

export const getUserInput = z.strictObject({ userId: entityId('userId') });

export const adminUserDetailOutput = adminUserRowOutput.omit({ organizationCount: true }).extend({
  emailVerified: z.boolean(),
  organizations: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), role: orgRoleSchema })),
  activeSessionCount: z.number(),
});

export const getUserProcedure = authedProcedure
  .input(getUserInput)
  .output(adminUserDetailOutput)
  .query(({ ctx, input }) => getUserAsAdmin({ db: ctx.db, actor: ctx.actor }, input, ctx.now()));
