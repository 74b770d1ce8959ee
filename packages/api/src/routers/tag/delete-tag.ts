import { z } from 'zod';
import { deleteTag } from '@creatorlens/core/tags';
import { authedProcedure } from '../../trpc.ts';
import { idInput } from '../campaign/campaign-schemas.ts';

/** tag.deleteTag: the channels stay, the tag comes off them. */
export const deleteTagProcedure = authedProcedure
  .input(idInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteTag({ db: ctx.db, actor: ctx.actor }, input));
