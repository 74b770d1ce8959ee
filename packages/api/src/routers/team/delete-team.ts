import { z } from 'zod';
import { deleteTeam } from '@creatorlens/core/teams';
import { authedProcedure } from '../../trpc.ts';
import { teamIdSchema } from './team-schemas.ts';

export const deleteTeamInput = z.strictObject({ id: teamIdSchema('id') });

/** team.deleteTeam: organisation admins; the team's lists fall back to the whole organisation. */
export const deleteTeamProcedure = authedProcedure
  .input(deleteTeamInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteTeam({ db: ctx.db, actor: ctx.actor }, input));
