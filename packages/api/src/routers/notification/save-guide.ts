import { z } from 'zod';
import { saveGuide } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { adminGuideOutput, guideInputSchema } from './notification-schemas.ts';

export const saveGuideInput = guideInputSchema.extend({ id: z.uuid('id must be a guide id').optional() });

/** notification.saveGuide: creates a guide, or replaces one when id is given; platform admins only. */
export const saveGuideProcedure = authedProcedure
  .input(saveGuideInput)
  .output(adminGuideOutput)
  .mutation(({ ctx, input }) => saveGuide({ db: ctx.db, actor: ctx.actor }, input));
