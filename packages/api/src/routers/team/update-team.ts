import { z } from 'zod';
import { teamNameSchema } from '@creatorlens/contracts';
import { renameTeam } from '@creatorlens/core/teams';
import { authedProcedure } from '../../trpc.ts';
import { teamIdSchema, teamRefOutput } from './team-schemas.ts';

export const updateTeamInput = z.strictObject({ id: teamIdSchema('id'), data: z.strictObject({ name: teamNameSchema }) });

/** team.updateTeam: renames a team (organisation admins); the new name is unique in the organisation (CONFLICT). */
export const updateTeamProcedure = authedProcedure
  .input(updateTeamInput)
  .output(teamRefOutput)
  .mutation(({ ctx, input }) => renameTeam({ db: ctx.db, actor: ctx.actor }, { id: input.id, name: input.data.name }));
