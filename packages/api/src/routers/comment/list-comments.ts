import { z } from 'zod';
import { COMMENT_MAX_PAGE_SIZE, COMMENT_PAGE_SIZE, listComments } from '@creatorlens/core/comments';
import { authedProcedure } from '../../trpc.ts';
import { commentOutput, commentSubjectIdSchema, commentSubjectTypeSchema } from './comment-schema.ts';

// Not strict: tRPC's infinite queries add their own `direction` next to `cursor`; unknown keys are dropped.
export const listCommentsInput = z
  .object({
    subjectType: commentSubjectTypeSchema.optional(),
    subjectId: commentSubjectIdSchema.optional(),
    authorId: z.string().min(1).max(64, 'authorId is a user id').optional(),
    mentionsMe: z.boolean().optional(),
    query: z.string().max(200, 'query has at most 200 characters').optional(),
    /** The nextCursor of the previous page; omit (or null) for the first page. */
    cursor: z.string().max(300, 'cursor is not valid').nullish(),
    limit: z.number().int().min(1).max(COMMENT_MAX_PAGE_SIZE, `limit is at most ${COMMENT_MAX_PAGE_SIZE}`).default(COMMENT_PAGE_SIZE),
  })
  .refine((input) => !input.subjectId || input.subjectType, { path: ['subjectType'], message: 'subjectType is required with subjectId' });

export const listCommentsOutput = z.object({ items: z.array(commentOutput), nextCursor: z.string().nullable() });

/** The organisation's comments, newest first, filtered and keyset-paged. */
export const listCommentsProcedure = authedProcedure
  .input(listCommentsInput)
  .output(listCommentsOutput)
  .query(({ ctx, input }) => listComments({ db: ctx.db, actor: ctx.actor }, input));
