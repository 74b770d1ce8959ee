import { z } from 'zod';
import { createAnnouncement } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { audienceSchema } from './notification-schemas.ts';

export const createAnnouncementInput = z.strictObject({
  title: z.string().trim().min(1, 'title is required').max(120, 'title has at most 120 characters'),
  bodyHtml: z.string().max(5000, 'body has at most 5000 characters'),
  actionUrl: z.string().trim().max(2000).nullable().optional(),
  buttonLabel: z.string().trim().max(60).nullable().optional(),
  audience: audienceSchema,
});

/** notification.createAnnouncement: a platform admin sends a product update to an audience. */
export const createAnnouncementProcedure = authedProcedure
  .input(createAnnouncementInput)
  .output(z.object({ id: z.string(), recipientCount: z.number(), createdAt: z.number() }))
  .mutation(({ ctx, input }) => createAnnouncement({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, input));
