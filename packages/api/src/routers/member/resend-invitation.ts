import { z } from 'zod';
import { resendInvitation } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';
import { idSchema, invitationOutput } from './member-schemas.ts';

export const resendInvitationInput = z.strictObject({ invitationId: idSchema('invitationId') });

export const resendInvitationProcedure = authedProcedure
  .input(resendInvitationInput)
  .output(invitationOutput)
  .mutation(({ ctx, input }) => resendInvitation({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, input, ctx.now()));
