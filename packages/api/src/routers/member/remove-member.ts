import { z } from 'zod';
import { removeMember } from '@creatorlens/core/members';
import { authedProcedure } from '../../trpc.ts';
import { idSchema } from './member-schemas.ts';

export const removeMemberInput = z.strictObject({ memberId: idSchema('memberId') });

/** Removes a member (admins) or leaves the organisation (one's own membership). */
export const removeMemberProcedure = authedProcedure
  .input(removeMemberInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => removeMember({ db: ctx.db, actor: ctx.actor }, input));
