export { lockOrganization, readSeatUsage, assertSeatsAvailable } from './seats.ts';
export { listMembers, getSeatUsage, updateMemberRole, removeMember } from './members.ts';
export { inviteMember, listInvitations, resendInvitation, revokeInvitation, INVITATION_TTL_DAYS } from './invitations.ts';
export { getInvitation, acceptInvitation, admitByInvitation } from './accept-invitation.ts';
