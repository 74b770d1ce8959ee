import { z } from 'zod';
import { requestChannelRefresh } from '@creatorlens/core/connectors';
import { limitRate } from '../../rate-limit.ts';
import { authedProcedure } from '../../trpc.ts';
import { jobOutput } from './job-output.ts';

export const requestChannelRefreshInput = z.strictObject({ channelId: z.uuid('channelId must be a channel id') });

/**
 * Queues a refresh of one channel from its platform, paid with the organisation's credits. Limited per
 * organisation (refreshOrganization, 429): credits bound the cost, the limit bounds how fast the quota is spent.
 */
export const requestChannelRefreshProcedure = authedProcedure
  .input(requestChannelRefreshInput)
  .output(z.object({ job: jobOutput, isNew: z.boolean(), creditsSpent: z.number().int() }))
  .mutation(async ({ ctx, input }) => {
    if (ctx.actor.organizationId) await limitRate(ctx, 'refreshOrganization', ctx.actor.organizationId);
    return requestChannelRefresh({ db: ctx.db, actor: ctx.actor, connectors: ctx.connectors }, input);
  });
