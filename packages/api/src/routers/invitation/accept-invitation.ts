import { z } from 'zod';
import { acceptInvitation } from '@creatorlens/core/members';
import { notifyInvitationAccepted } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { idSchema } from '../member/member-schemas.ts';
import { runAfterCommit } from '../../after-commit.ts';

export const acceptInvitationInput = z.strictObject({ invitationId: idSchema('invitationId') });

/** Joins the inviting organisation (the signed-in email must match) and makes it the session's active one. */
export const acceptInvitationProcedure = authedProcedure
  .input(acceptInvitationInput)
  .output(z.object({ organizationId: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const accepted = await acceptInvitation({ db: ctx.db, actor: ctx.actor }, input, ctx.now());
    // Tell the inviter; the membership is committed already, so a failed notification is not an error here.
    await runAfterCommit(ctx, 'notifyInvitationAccepted', () =>
      notifyInvitationAccepted({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, { invitationId: input.invitationId }),
    );
    return accepted;
  });
