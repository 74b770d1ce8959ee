import { z } from 'zod';
import { listTags } from '@creatorlens/core/tags';
import { authedProcedure } from '../../trpc.ts';
import { tagOutput } from './tag-schemas.ts';

/** tag.listTags: the organisation's tags in sidebar order, with usage counts. */
export const listTagsProcedure = authedProcedure.output(z.array(tagOutput)).query(({ ctx }) => listTags({ db: ctx.db, actor: ctx.actor }));
