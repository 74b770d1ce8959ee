import { z } from 'zod';
import { guideInputSchema } from '@creatorlens/contracts';
import { saveGuide } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { adminGuideOutput } from './notification-schemas.ts';

/** The guide editor's fields (declared once in contracts, the form checks them first) and the guide it replaces. */
export const saveGuideInput = z.strictObject({ ...guideInputSchema.shape, id: z.uuid('id must be a guide id').optional() });

/** notification.saveGuide: creates a guide, or replaces one when id is given; platform admins only. */
export const saveGuideProcedure = authedProcedure
  .input(saveGuideInput)
  .output(adminGuideOutput)
  .mutation(({ ctx, input }) => saveGuide({ db: ctx.db, actor: ctx.actor }, input));
