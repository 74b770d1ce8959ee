import { z } from 'zod';
import { revokeInvitation } from '@creatorlens/core/members';
import { authedProcedure } from '../../trpc.ts';
import { idSchema } from './member-schemas.ts';

export const revokeInvitationInput = z.strictObject({ invitationId: idSchema('invitationId') });

export const revokeInvitationProcedure = authedProcedure
  .input(revokeInvitationInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => revokeInvitation({ db: ctx.db, actor: ctx.actor }, input));
