import { z } from 'zod';
import { testConnector } from '@creatorlens/core/connectors';
import { authedProcedure } from '../../trpc.ts';
import { connectorIdSchema, requireConnectors } from './connector-schemas.ts';

export const testConnectorOutput = z.object({
  isOk: z.boolean(),
  kind: z.enum(['rate_limited', 'quota_exhausted', 'auth', 'not_found', 'malformed', 'not_configured', 'upstream']).nullable(),
  message: z.string(),
});

export const testConnectorProcedure = authedProcedure
  .input(z.strictObject({ connector: connectorIdSchema }))
  .output(testConnectorOutput)
  .mutation(({ ctx, input }) => testConnector({ actor: ctx.actor, connectors: requireConnectors(ctx.connectors), log: ctx.log }, input));
