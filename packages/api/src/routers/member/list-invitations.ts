import { z } from 'zod';
import { listInvitations } from '@creatorlens/core/members';
import { authedProcedure } from '../../trpc.ts';
import { invitationOutput } from './member-schemas.ts';

/** Pending invitations of the caller's organisation, newest first. Takes no input. */
export const listInvitationsProcedure = authedProcedure
  .output(z.array(invitationOutput))
  .query(({ ctx }) => listInvitations({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, ctx.now()));
