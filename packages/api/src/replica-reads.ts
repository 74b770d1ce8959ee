import { authedProcedure, publicProcedure } from './trpc.ts';

/**
 * Procedures whose reads may come from a hot standby (discovery, channel search, charts, artist pages, exports): a
 * router file opts in by building on these instead of authedProcedure/publicProcedure, nothing else changes. `ctx.db`
 * is then a standby in rotation that has replayed the caller's last write, or the primary; statements that write and
 * transactions still go to the primary (the db package's ReplicaReadPool). Everything else reads the primary, so
 * permission checks, balances and anything read to decide a write never see a lagging copy.
 */
export const replicaReadProcedure = authedProcedure.use(({ ctx, next }) => next({ ctx: { db: ctx.reads?.readDatabase() ?? ctx.db } }));

/** replicaReadProcedure for procedures anonymous visitors may call (the public charts). */
export const publicReplicaReadProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { db: ctx.reads?.readDatabase() ?? ctx.db } }),
);
