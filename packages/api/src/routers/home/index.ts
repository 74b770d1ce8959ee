import { router } from '../../trpc.ts';
import { getHomeOverviewProcedure } from './get-overview.ts';

export const homeRouter = router({
  getOverview: getHomeOverviewProcedure,
});
