import { router } from '../../trpc.ts';
import { acceptInvitationProcedure } from './accept-invitation.ts';
import { getInvitationProcedure } from './get-invitation.ts';

export const invitationRouter = router({
  getInvitation: getInvitationProcedure,
  acceptInvitation: acceptInvitationProcedure,
});
