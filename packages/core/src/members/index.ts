export * from './seats.ts';
export * from './members.ts';
export * from './invitation-mail-queue.ts';
export * from './invitations.ts';
export * from './accept-invitation.ts';
