import { z } from 'zod';
import { createComment } from '@creatorlens/core/comments';
import { notifyCommentMention } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { commentBodySchema } from '@creatorlens/contracts';
import { commentSubjectIdSchema, commentSubjectTypeSchema, commentWriteOutput } from './comment-schema.ts';
import { runAfterCommit } from '../../after-commit.ts';

export const createCommentInput = z.strictObject({
  subjectType: commentSubjectTypeSchema,
  subjectId: commentSubjectIdSchema,
  /** Plain text; mention members as @[Display Name](userId). */
  body: commentBodySchema,
});

export const createCommentProcedure = authedProcedure
  .input(createCommentInput)
  .output(commentWriteOutput)
  .mutation(async ({ ctx, input }) => {
    const written = await createComment({ db: ctx.db, actor: ctx.actor }, input);
    // The comment is committed; a failed notification must not turn the saved comment into an error.
    await runAfterCommit(ctx, 'notifyCommentMention', () =>
      notifyCommentMention({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, written),
    );
    return written;
  });
