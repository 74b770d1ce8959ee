import { z } from 'zod';
import { resendInvitation } from '@creatorlens/core/members';
import { requireOrganization, requirePermission } from '@creatorlens/core/permissions';
import { limitRate } from '../../rate-limit.ts';
import { authedProcedure } from '../../trpc.ts';
import { idSchema, invitationOutput } from './member-schemas.ts';

export const resendInvitationInput = z.strictObject({ invitationId: idSchema('invitationId') });

/** Sends a pending invitation again with a fresh expiry; organisation admins only, counted with invitations sent. */
export const resendInvitationProcedure = authedProcedure
  .input(resendInvitationInput)
  .output(invitationOutput)
  .mutation(async ({ ctx, input }) => {
    requirePermission(ctx.actor, 'create', 'member', ctx.now());
    await limitRate(ctx, 'invitationOrganization', requireOrganization(ctx.actor));
    return resendInvitation({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, input, ctx.now());
  });
