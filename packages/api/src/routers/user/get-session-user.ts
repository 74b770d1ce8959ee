import { getSessionUser } from '@creatorlens/core/users';
import { publicProcedure } from '../../trpc.ts';
import { sessionUserOutput } from './user-schemas.ts';

/** null when signed out, so the client can ask without handling an error. */
export const getSessionUserProcedure = publicProcedure.output(sessionUserOutput.nullable()).query(async ({ ctx }) => {
  if (!ctx.actor) return null;
  return getSessionUser({ db: ctx.db, actor: ctx.actor }, ctx.now());
});
