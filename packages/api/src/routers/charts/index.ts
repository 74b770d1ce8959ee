import { router } from '../../trpc.ts';
import { listChartsProcedure } from './list-charts.ts';

export const chartsRouter = router({ listChartEntries: listChartsProcedure });
