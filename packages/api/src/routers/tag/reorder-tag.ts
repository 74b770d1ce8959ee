import { reorderTag } from '@creatorlens/core/tags';
import { authedProcedure } from '../../trpc.ts';
import { reorderInput, reorderOutput } from '../campaign/campaign-schemas.ts';

/** tag.reorderTag: drop on the top or bottom edge of another tag. */
export const reorderTagProcedure = authedProcedure
  .input(reorderInput)
  .output(reorderOutput)
  .mutation(({ ctx, input }) => reorderTag({ db: ctx.db, actor: ctx.actor }, input));
