import { z } from 'zod';
import { revokeShareLink } from '@creatorlens/core/shares';
import { authedProcedure } from '../../trpc.ts';

/** share.revokeShareLink: the link's page answers "expired or revoked" from the next request on. */
export const revokeShareLinkProcedure = authedProcedure
  .input(z.strictObject({ id: z.uuid({ error: 'id: not a share link id.' }) }))
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => revokeShareLink({ db: ctx.db, actor: ctx.actor }, input));
