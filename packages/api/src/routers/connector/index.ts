import { router } from '../../trpc.ts';
import { listConnectorsProcedure } from './list-connectors.ts';
import { testConnectorProcedure } from './test-connector.ts';
import { updateConnectorProcedure } from './update-connector.ts';

/** Platform connectors and OAuth providers; every procedure is for platform admins only (FORBIDDEN otherwise). */
export const connectorRouter = router({
  listConnectors: listConnectorsProcedure,
  updateConnector: updateConnectorProcedure,
  testConnector: testConnectorProcedure,
});
