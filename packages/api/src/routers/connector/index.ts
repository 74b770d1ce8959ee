import { router } from '../../trpc.ts';
import { disconnectCreatorProcedure } from './disconnect-creator.ts';
import { listConnectorsProcedure } from './list-connectors.ts';
import { testConnectorProcedure } from './test-connector.ts';
import { updateConnectorProcedure } from './update-connector.ts';

/**
 * Platform connectors and OAuth providers: platform admins only (FORBIDDEN otherwise), except disconnectCreator, which
 * is for the creator who connected an account.
 */
export const connectorRouter = router({
  listConnectors: listConnectorsProcedure,
  updateConnector: updateConnectorProcedure,
  testConnector: testConnectorProcedure,
  disconnectCreator: disconnectCreatorProcedure,
});
