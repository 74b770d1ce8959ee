import { z } from 'zod';
import { updateComment } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';
import { commentBodySchema, commentWriteOutput } from './comment-schema.ts';

export const updateCommentInput = z.strictObject({
  id: z.uuid('id must be a comment id'),
  data: z.strictObject({ body: commentBodySchema }),
});

/** Only the author may edit; mentions are recomputed. */
export const updateCommentProcedure = authedProcedure
  .input(updateCommentInput)
  .output(commentWriteOutput)
  .mutation(({ ctx, input }) => updateComment({ db: ctx.db, actor: ctx.actor }, input));
