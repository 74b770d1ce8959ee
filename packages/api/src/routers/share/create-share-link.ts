import { z } from 'zod';
import { createShareLinkInputSchema, sharePagePath } from '@creatorlens/contracts';
import { createShareLink } from '@creatorlens/core/shares';
import { authedProcedure } from '../../trpc.ts';
import { shareLinkOutput } from './share-schemas.ts';

/**
 * share.createShareLink: a read-only link to a watchlist or a campaign. The path carries the token and is returned only
 * here (the server keeps its hash), so the dialog shows it once for copying.
 */
export const createShareLinkProcedure = authedProcedure
  .input(createShareLinkInputSchema)
  .output(z.object({ link: shareLinkOutput, path: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const { link, token } = await createShareLink({ db: ctx.db, actor: ctx.actor }, input);
    return { link, path: sharePagePath(token) };
  });
