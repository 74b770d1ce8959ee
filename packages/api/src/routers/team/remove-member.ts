import { z } from 'zod';
import { removeTeamMember } from '@creatorlens/core/teams';
import { authedProcedure } from '../../trpc.ts';
import { teamIdSchema } from './team-schemas.ts';

export const removeTeamMemberInput = z.strictObject({ teamId: teamIdSchema('teamId'), userId: teamIdSchema('userId') });

/** team.removeMember: organisation admins take a person out of a team. */
export const removeTeamMemberProcedure = authedProcedure
  .input(removeTeamMemberInput)
  .output(z.object({ teamId: z.string(), userId: z.string() }))
  .mutation(({ ctx, input }) => removeTeamMember({ db: ctx.db, actor: ctx.actor }, input));
