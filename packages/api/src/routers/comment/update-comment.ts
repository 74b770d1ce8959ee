import { z } from 'zod';
import { updateComment } from '@creatorlens/core/comments';
import { notifyCommentMention } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { commentBodySchema } from '@creatorlens/contracts';
import { commentWriteOutput } from './comment-schema.ts';
import { runAfterCommit } from '../../after-commit.ts';

export const updateCommentInput = z.strictObject({
  id: z.uuid('id must be a comment id'),
  data: z.strictObject({ body: commentBodySchema }),
});

/** Only the author may edit; mentions are recomputed. */
export const updateCommentProcedure = authedProcedure
  .input(updateCommentInput)
  .output(commentWriteOutput)
  .mutation(async ({ ctx, input }) => {
    const written = await updateComment({ db: ctx.db, actor: ctx.actor }, input);
    // Only members newly mentioned by this edit are notified; failures must not undo the saved edit.
    await runAfterCommit(ctx, 'notifyCommentMention', () =>
      notifyCommentMention({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, written),
    );
    return written;
  });
