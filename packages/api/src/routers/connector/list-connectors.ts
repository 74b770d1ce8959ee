import { z } from 'zod';
import { listConnectors } from '@creatorlens/core/connectors';
import { authedProcedure } from '../../trpc.ts';
import { connectorOverviewOutput, requireConnectors } from './connector-schemas.ts';

export const listConnectorsProcedure = authedProcedure
  .output(z.array(connectorOverviewOutput))
  .query(({ ctx }) => listConnectors({ actor: ctx.actor, connectors: requireConnectors(ctx.connectors) }));
