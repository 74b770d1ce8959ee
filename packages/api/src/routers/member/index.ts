import { router } from '../../trpc.ts';
import { getSeatUsageProcedure } from './get-seat-usage.ts';
import { inviteMemberProcedure } from './invite-member.ts';
import { listInvitationsProcedure } from './list-invitations.ts';
import { listMembersProcedure } from './list-members.ts';
import { removeMemberProcedure } from './remove-member.ts';
import { resendInvitationProcedure } from './resend-invitation.ts';
import { revokeInvitationProcedure } from './revoke-invitation.ts';
import { updateMemberRoleProcedure } from './update-member-role.ts';

export const memberRouter = router({
  listMembers: listMembersProcedure,
  getSeatUsage: getSeatUsageProcedure,
  inviteMember: inviteMemberProcedure,
  listInvitations: listInvitationsProcedure,
  resendInvitation: resendInvitationProcedure,
  revokeInvitation: revokeInvitationProcedure,
  updateRole: updateMemberRoleProcedure,
  removeMember: removeMemberProcedure,
});
