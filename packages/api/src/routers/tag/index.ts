import { router } from '../../trpc.ts';
import { addTagChannelsProcedure } from './add-channels.ts';
import { createTagProcedure } from './create-tag.ts';
import { deleteTagProcedure } from './delete-tag.ts';
import { getTagProcedure } from './get-tag.ts';
import { listTagsProcedure } from './list-tags.ts';
import { removeTagChannelProcedure } from './remove-channel.ts';
import { reorderTagProcedure } from './reorder-tag.ts';
import { updateTagProcedure } from './update-tag.ts';

export const tagRouter = router({
  listTags: listTagsProcedure,
  getTag: getTagProcedure,
  createTag: createTagProcedure,
  updateTag: updateTagProcedure,
  deleteTag: deleteTagProcedure,
  reorderTag: reorderTagProcedure,
  addChannels: addTagChannelsProcedure,
  removeChannel: removeTagChannelProcedure,
});
