import { router } from '../../trpc.ts';

export const discoveryRouter = router({});
