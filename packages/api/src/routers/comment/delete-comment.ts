import { z } from 'zod';
import { deleteComment } from '@creatorlens/core/comments';
import { authedProcedure } from '../../trpc.ts';

export const deleteCommentInput = z.strictObject({ id: z.uuid('id must be a comment id') });

/** The author or an organisation admin may delete. */
export const deleteCommentProcedure = authedProcedure
  .input(deleteCommentInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteComment({ db: ctx.db, actor: ctx.actor }, input));
