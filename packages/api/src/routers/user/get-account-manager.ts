import { getAccountManager } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';

export const getAccountManagerProcedure = authedProcedure.query(({ ctx }) =>
  getAccountManager({ db: ctx.db, actor: ctx.actor }),
);
