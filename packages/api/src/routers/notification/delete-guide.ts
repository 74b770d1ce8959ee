import { z } from 'zod';
import { deleteGuide } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';

/** notification.deleteGuide: platform admins only. */
export const deleteGuideProcedure = authedProcedure
  .input(z.strictObject({ id: z.uuid('id must be a guide id') }))
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteGuide({ db: ctx.db, actor: ctx.actor }, input));
