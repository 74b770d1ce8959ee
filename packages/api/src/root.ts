import { router } from './trpc.ts';
import { artistRouter } from './routers/artist/index.ts';
import { channelRouter } from './routers/channel/index.ts';
import { userRouter } from './routers/user/index.ts';

export const appRouter = router({
  user: userRouter,
  artist: artistRouter,
  channel: channelRouter,
});

export type AppRouter = typeof appRouter;
