import { router } from '../../trpc.ts';

export const chartsRouter = router({});
