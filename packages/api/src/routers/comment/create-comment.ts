import { z } from 'zod';
import { createComment } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';
import { commentBodySchema, commentSubjectIdSchema, commentSubjectTypeSchema, commentWriteOutput } from './comment-schema.ts';

export const createCommentInput = z.strictObject({
  subjectType: commentSubjectTypeSchema,
  subjectId: commentSubjectIdSchema,
  /** Plain text; mention members as @[Display Name](userId). */
  body: commentBodySchema,
});

export const createCommentProcedure = authedProcedure
  .input(createCommentInput)
  .output(commentWriteOutput)
  .mutation(({ ctx, input }) => createComment({ db: ctx.db, actor: ctx.actor }, input));
