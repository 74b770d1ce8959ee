import { z } from 'zod';
import { listAnnouncements } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { audienceSchema } from './notification-schemas.ts';

/** notification.listAnnouncements: the latest 100 announcements, platform admins only. */
export const listAnnouncementsProcedure = authedProcedure
  .output(
    z.array(z.object({ id: z.string(), title: z.string(), audience: audienceSchema, recipientCount: z.number(), createdAt: z.number() })),
  )
  .query(({ ctx }) => listAnnouncements({ db: ctx.db, actor: ctx.actor }));
