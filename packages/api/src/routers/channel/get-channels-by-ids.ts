import { z } from 'zod';
import { getChannelsByIds } from '@creatorlens/core/channels';
import { authedProcedure } from '../../trpc.ts';
import { channelViewOutput } from './channel-schemas.ts';

export const getChannelsByIdsInput = z.strictObject({
  ids: z.array(z.uuid('Channel ids are UUIDs')).max(200, 'Ask for at most 200 channels at once'),
});

/** The channels in the order asked; ids the actor may not read (or that do not exist) are left out. */
export const getChannelsByIdsOutput = z.array(channelViewOutput.extend({ artistSlug: z.string() }));

/** channel.getChannelsByIds: channels by id (the sidebar's recently viewed channels). */
export const getChannelsByIdsProcedure = authedProcedure
  .input(getChannelsByIdsInput)
  .output(getChannelsByIdsOutput)
  .query(({ ctx, input }) => getChannelsByIds({ db: ctx.db, actor: ctx.actor }, input));
