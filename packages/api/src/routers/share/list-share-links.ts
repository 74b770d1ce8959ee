import { z } from 'zod';
import { listShareLinks } from '@creatorlens/core/shares';
import { authedProcedure } from '../../trpc.ts';
import { shareLinkOutput, shareSubjectInput } from './share-schemas.ts';

/** share.listShareLinks: a list's links that still open (not revoked, not expired), newest first. */
export const listShareLinksProcedure = authedProcedure
  .input(z.strictObject({ subject: shareSubjectInput }))
  .output(z.array(shareLinkOutput))
  .query(({ ctx, input }) => listShareLinks({ db: ctx.db, actor: ctx.actor }, input));
