import { router } from '../../trpc.ts';
import { createCommentProcedure } from './create-comment.ts';
import { deleteCommentProcedure } from './delete-comment.ts';
import { listCommentsProcedure } from './list-comments.ts';
import { listMentionableProcedure } from './list-mentionable.ts';
import { updateCommentProcedure } from './update-comment.ts';

export const commentRouter = router({
  list: listCommentsProcedure,
  create: createCommentProcedure,
  update: updateCommentProcedure,
  delete: deleteCommentProcedure,
  listMentionable: listMentionableProcedure,
});
