import { z } from 'zod';
import { updateConnector } from '@creatorlens/core/connectors';
import { authedProcedure } from '../../trpc.ts';
import { connectorIdSchema, connectorOverviewOutput, connectorSettingsInput, requireConnectors } from './connector-schemas.ts';

export const updateConnectorInput = z.strictObject({ connector: connectorIdSchema, data: connectorSettingsInput });

export const updateConnectorProcedure = authedProcedure
  .input(updateConnectorInput)
  .output(connectorOverviewOutput)
  .mutation(({ ctx, input }) => updateConnector({ actor: ctx.actor, connectors: requireConnectors(ctx.connectors) }, input));
