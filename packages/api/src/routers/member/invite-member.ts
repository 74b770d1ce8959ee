import { z } from 'zod';
import { inviteMemberFormSchema } from '@creatorlens/contracts';
import { inviteMember } from '@creatorlens/core/members';
import { requireOrganization, requirePermission } from '@creatorlens/core/permissions';
import { limitRate } from '../../rate-limit.ts';
import { authedProcedure } from '../../trpc.ts';
import { invitationOutput } from './member-schemas.ts';

/** The invite dialog's fields (contracts' inviteMemberFormSchema), and nothing else. */
export const inviteMemberInput = z.strictObject(inviteMemberFormSchema.shape);

/** Invites an email address (or sends a pending invitation again); organisation admins only, rate-limited per organisation. */
export const inviteMemberProcedure = authedProcedure
  .input(inviteMemberInput)
  .output(z.object({ invitation: invitationOutput, isResent: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    // Permission first: a member who may not invite must not use up the organisation's invitation budget.
    requirePermission(ctx.actor, 'create', 'member', ctx.now());
    await limitRate(ctx, 'invitationOrganization', requireOrganization(ctx.actor));
    return inviteMember({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, input, ctx.now());
  });
