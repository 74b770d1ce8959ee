import { z } from 'zod';
import { getChannelsByIds } from '@creatorlens/core/channels';
import { authedProcedure } from '../../trpc.ts';

export const getChannelsByIdsInput = z.strictObject({
  ids: z.array(z.uuid('Channel ids are UUIDs')).max(200, 'Ask for at most 200 channels at once'),
});

export const getChannelsByIdsProcedure = authedProcedure
  .input(getChannelsByIdsInput)
  .query(({ ctx, input }) => getChannelsByIds({ db: ctx.db, actor: ctx.actor }, input));
