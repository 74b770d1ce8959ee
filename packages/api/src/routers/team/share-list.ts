import { z } from 'zod';
import { shareListWithTeam } from '@creatorlens/core/list-sharing';
import { authedProcedure } from '../../trpc.ts';
import { teamIdSchema } from './team-schemas.ts';

export const shareListInput = z.strictObject({
  kind: z.enum(['campaign', 'watchlist'], { error: "kind must be 'campaign' or 'watchlist'" }),
  id: z.uuid({ error: 'id must be a list id' }),
  /** null shares the list with the whole organisation again. */
  teamId: teamIdSchema('teamId').nullable(),
});

/** team.shareList: shares a campaign or watchlist with one team, or with the whole organisation (teamId null). */
export const shareListProcedure = authedProcedure
  .input(shareListInput)
  .output(z.object({ kind: z.enum(['campaign', 'watchlist']), id: z.string(), teamId: z.string().nullable() }))
  .mutation(({ ctx, input }) => shareListWithTeam({ db: ctx.db, actor: ctx.actor }, input));
