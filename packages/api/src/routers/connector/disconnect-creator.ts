import { z } from 'zod';
import { disconnectCreatorConnection } from '@creatorlens/core/connectors';
import { authedProcedure } from '../../trpc.ts';

/** The creator who connected an account (or a platform admin) removes the connection and the demographics it shared. */
export const disconnectCreatorProcedure = authedProcedure
  .input(z.strictObject({ channelId: z.uuid({ error: 'channelId: not a channel id.' }) }))
  .output(z.object({ removedConnections: z.number().int(), removedDemographics: z.boolean() }))
  .mutation(({ ctx, input }) => disconnectCreatorConnection({ db: ctx.db, actor: ctx.actor }, input));
