import { z } from 'zod';
import { replaceAudienceSample } from '@creatorlens/core/intelligence';
import { authedProcedure } from '../../trpc.ts';

/** Platform admins replace a channel's follower sample with a file's accounts; its audience quality follows. */
export const replaceAudienceSampleProcedure = authedProcedure
  .input(
    z.strictObject({
      channelId: z.uuid({ error: 'channelId: not a channel id.' }),
      // Below tRPC's 1 MiB body limit with room for the JSON around it.
      text: z.string().min(1, 'file: empty.').max(900_000, 'file: at most 900 KB.'),
    }),
  )
  .output(z.object({ accounts: z.number().int(), skipped: z.number().int() }))
  .mutation(({ ctx, input }) => replaceAudienceSample({ db: ctx.db, actor: ctx.actor }, input));
