import { z } from 'zod';
import { inviteMember } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';
import { invitationOutput, invitationRoleSchema } from './member-schemas.ts';

export const inviteMemberInput = z.strictObject({
  email: z.string().trim().max(254, 'email is too long').pipe(z.email('email must be a valid email address')),
  role: invitationRoleSchema,
});

/** Invites an email address (or sends a pending invitation again); organisation admins only. */
export const inviteMemberProcedure = authedProcedure
  .input(inviteMemberInput)
  .output(z.object({ invitation: invitationOutput, isResent: z.boolean() }))
  .mutation(({ ctx, input }) => inviteMember({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, input, ctx.now()));
