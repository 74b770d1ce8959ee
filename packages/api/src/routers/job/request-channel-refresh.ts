import { z } from 'zod';
import { requestChannelRefresh } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';
import { jobOutput } from './job-output.ts';

export const requestChannelRefreshInput = z.strictObject({ channelId: z.uuid('channelId must be a channel id') });

/** Queues a refresh of one channel from its platform, paid with the organisation's credits. */
export const requestChannelRefreshProcedure = authedProcedure
  .input(requestChannelRefreshInput)
  .output(z.object({ job: jobOutput, isNew: z.boolean(), creditsSpent: z.number().int() }))
  .mutation(({ ctx, input }) => requestChannelRefresh({ db: ctx.db, actor: ctx.actor }, input));
