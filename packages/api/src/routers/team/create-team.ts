import { z } from 'zod';
import { teamNameSchema } from '@creatorlens/contracts';
import { createTeam } from '@creatorlens/core/teams';
import { authedProcedure } from '../../trpc.ts';
import { teamRefOutput } from './team-schemas.ts';

export const createTeamInput = z.strictObject({ name: teamNameSchema });

/** team.createTeam: organisation admins; the name is unique in the organisation regardless of case (CONFLICT). */
export const createTeamProcedure = authedProcedure
  .input(createTeamInput)
  .output(teamRefOutput)
  .mutation(({ ctx, input }) => createTeam({ db: ctx.db, actor: ctx.actor }, input));
