import { getAccountManager } from '@creatorlens/core/organizations';
import { authedProcedure } from '../../trpc.ts';
import { accountManagerOutput } from './user-schemas.ts';

export const getAccountManagerProcedure = authedProcedure
  .output(accountManagerOutput)
  .query(({ ctx }) => getAccountManager({ db: ctx.db, actor: ctx.actor }));
