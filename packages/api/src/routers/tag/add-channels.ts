import { z } from 'zod';
import { addChannelsToTag } from '@creatorlens/core/tags';
import { authedProcedure } from '../../trpc.ts';
import { channelIdsInput, dropResultOutput } from '../campaign/campaign-schemas.ts';

/** tag.addChannels: tags many channels at once; already tagged ones are reported, not duplicated. */
export const addTagChannelsProcedure = authedProcedure
  .input(z.strictObject({ tagId: z.uuid(), channelIds: channelIdsInput }))
  .output(dropResultOutput)
  .mutation(({ ctx, input }) => addChannelsToTag({ db: ctx.db, actor: ctx.actor }, input));
