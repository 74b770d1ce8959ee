import { z } from 'zod';
import { addTeamMembers } from '@creatorlens/core/teams';
import { authedProcedure } from '../../trpc.ts';
import { teamIdSchema, teamMembersInput } from './team-schemas.ts';

export const addTeamMembersInput = z.strictObject({ teamId: teamIdSchema('teamId'), userIds: teamMembersInput });

/** team.addMembers: organisation admins add members of the same organisation; anyone else is refused (VALIDATION). */
export const addTeamMembersProcedure = authedProcedure
  .input(addTeamMembersInput)
  .output(z.object({ teamId: z.string(), added: z.array(z.string()) }))
  .mutation(({ ctx, input }) => addTeamMembers({ db: ctx.db, actor: ctx.actor }, input));
