import { z } from 'zod';
import { createTag } from '@creatorlens/core/tags';
import { authedProcedure } from '../../trpc.ts';
import { listNameInput } from '../campaign/campaign-schemas.ts';
import { tagColorInput, tagOutput } from './tag-schemas.ts';

export const createTagInput = z.strictObject({ name: listNameInput, color: tagColorInput });

/** tag.createTag: a name and one of six colours. */
export const createTagProcedure = authedProcedure
  .input(createTagInput)
  .output(tagOutput)
  .mutation(({ ctx, input }) => createTag({ db: ctx.db, actor: ctx.actor }, input));
