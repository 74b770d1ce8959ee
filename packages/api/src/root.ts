import { router } from './trpc.ts';
import { artistRouter } from './routers/artist/index.ts';
import { channelRouter } from './routers/channel/index.ts';
import { chartsRouter } from './routers/charts/index.ts';
import { couponRouter } from './routers/coupon/index.ts';
import { discoveryRouter } from './routers/discovery/index.ts';
import { userRouter } from './routers/user/index.ts';

export const appRouter = router({
  user: userRouter,
  artist: artistRouter,
  channel: channelRouter,
  discovery: discoveryRouter,
  charts: chartsRouter,
  coupon: couponRouter,
});

export type AppRouter = typeof appRouter;
