import { z } from 'zod';
import { listGuides } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { adminGuideOutput } from './notification-schemas.ts';

/** notification.listGuides: every guide for the admin page, platform admins only. */
export const listGuidesProcedure = authedProcedure
  .output(z.array(adminGuideOutput))
  .query(({ ctx }) => listGuides({ db: ctx.db, actor: ctx.actor }));
