import { z } from 'zod';
import { removeChannelFromTag } from '@creatorlens/core/tags';
import { authedProcedure } from '../../trpc.ts';

/** tag.removeChannel */
export const removeTagChannelProcedure = authedProcedure
  .input(z.strictObject({ tagId: z.uuid(), channelId: z.uuid() }))
  .output(z.object({ tagId: z.string(), channelId: z.string() }))
  .mutation(({ ctx, input }) => removeChannelFromTag({ db: ctx.db, actor: ctx.actor }, input));
