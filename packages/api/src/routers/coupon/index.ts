import { router } from '../../trpc.ts';

export const couponRouter = router({});
