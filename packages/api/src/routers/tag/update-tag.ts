import { z } from 'zod';
import { updateTag } from '@creatorlens/core/tags';
import { authedProcedure } from '../../trpc.ts';
import { listNameInput } from '../campaign/campaign-schemas.ts';
import { tagColorInput, tagOutput } from './tag-schemas.ts';

/** tag.updateTag: rename or recolour. */
export const updateTagProcedure = authedProcedure
  .input(z.strictObject({ id: z.uuid(), data: z.strictObject({ name: z.optional(listNameInput), color: tagColorInput.optional() }) }))
  .output(tagOutput)
  .mutation(({ ctx, input }) => updateTag({ db: ctx.db, actor: ctx.actor }, input));
