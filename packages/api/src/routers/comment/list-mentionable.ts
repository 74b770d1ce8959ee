import { z } from 'zod';
import { MENTIONABLE_LIMIT, MENTIONABLE_MAX_LIMIT, listMentionableMembers } from '@creatorlens/core/comments';
import { authedProcedure } from '../../trpc.ts';

export const listMentionableInput = z.strictObject({
  query: z.string().max(100, 'query has at most 100 characters').default(''),
  /** The author filter asks for more than the autocomplete shows. */
  limit: z.number().int().min(1).max(MENTIONABLE_MAX_LIMIT, `limit is at most ${MENTIONABLE_MAX_LIMIT}`).default(MENTIONABLE_LIMIT),
});

/** Members of the active organisation for @mention autocomplete (needs the right to write comments). */
export const listMentionableProcedure = authedProcedure
  .input(listMentionableInput)
  .output(z.array(z.object({ id: z.string(), name: z.string(), image: z.string().nullable() })))
  .query(({ ctx, input }) => listMentionableMembers({ db: ctx.db, actor: ctx.actor }, input));
