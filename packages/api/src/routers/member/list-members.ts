import { z } from 'zod';
import { listMembers } from '@creatorlens/core/members';
import { authedProcedure } from '../../trpc.ts';

export const memberOutput = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'member']),
  isMe: z.boolean(),
  joinedAt: z.number(),
});

/** The members of the caller's active organisation, owners first. Takes no input. */
export const listMembersProcedure = authedProcedure
  .output(z.array(memberOutput))
  .query(({ ctx }) => listMembers({ db: ctx.db, actor: ctx.actor }));
