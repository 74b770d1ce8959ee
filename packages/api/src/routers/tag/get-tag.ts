import { z } from 'zod';
import { getTag } from '@creatorlens/core/tags';
import { authedProcedure } from '../../trpc.ts';
import { idInput } from '../campaign/campaign-schemas.ts';
import { listChannelOutput } from '../watchlist/watchlist-schemas.ts';
import { tagOutput } from './tag-schemas.ts';

/** tag.getTag: the tag with the channels carrying it. */
export const getTagProcedure = authedProcedure
  .input(idInput)
  .output(z.object({ tag: tagOutput, channels: z.array(listChannelOutput) }))
  .query(({ ctx, input }) => getTag({ db: ctx.db, actor: ctx.actor }, input));
