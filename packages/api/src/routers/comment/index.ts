import { router } from '../../trpc.ts';
import { createCommentProcedure } from './create-comment.ts';
import { deleteCommentProcedure } from './delete-comment.ts';
import { listCommentsProcedure } from './list-comments.ts';
import { listMentionableProcedure } from './list-mentionable.ts';
import { updateCommentProcedure } from './update-comment.ts';

export const commentRouter = router({
  listComments: listCommentsProcedure,
  createComment: createCommentProcedure,
  updateComment: updateCommentProcedure,
  deleteComment: deleteCommentProcedure,
  listMentionableMembers: listMentionableProcedure,
});
