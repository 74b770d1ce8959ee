import { z } from 'zod';
import { listTeams } from '@creatorlens/core/teams';
import { authedProcedure } from '../../trpc.ts';
import { teamOutput } from './team-schemas.ts';

/** team.listTeams: the organisation's teams with their members and shared list counts. Takes no input. */
export const listTeamsProcedure = authedProcedure
  .output(z.array(teamOutput))
  .query(({ ctx }) => listTeams({ db: ctx.db, actor: ctx.actor }));
