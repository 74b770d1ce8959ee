import { z } from 'zod';
import { invitationRoleSchema } from '@creatorlens/contracts';
import { updateMemberRole } from '@creatorlens/core/members';
import { authedProcedure } from '../../trpc.ts';
import { idSchema } from './member-schemas.ts';

export const updateMemberRoleInput = z.strictObject({ memberId: idSchema('memberId'), role: invitationRoleSchema });

/** Makes a member an admin or a plain member; owners are protected (see core). */
export const updateMemberRoleProcedure = authedProcedure
  .input(updateMemberRoleInput)
  .output(z.object({ id: z.string(), role: z.enum(['owner', 'admin', 'member']) }))
  .mutation(({ ctx, input }) => updateMemberRole({ db: ctx.db, actor: ctx.actor }, input));
