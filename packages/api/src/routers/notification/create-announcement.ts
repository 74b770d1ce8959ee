import { z } from 'zod';
import {
  NOTIFICATION_BUTTON_TEXT_MAX_LENGTH,
  notificationBodySchema,
  notificationLinkSchema,
  notificationTitleSchema,
} from '@creatorlens/contracts';
import { createAnnouncement } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';
import { audienceSchema } from './notification-schemas.ts';

export const createAnnouncementInput = z.strictObject({
  title: notificationTitleSchema,
  bodyHtml: notificationBodySchema,
  actionUrl: z.nullable(notificationLinkSchema).optional(),
  buttonLabel: z.string().trim().max(NOTIFICATION_BUTTON_TEXT_MAX_LENGTH).nullable().optional(),
  audience: audienceSchema,
});

/** notification.createAnnouncement: a platform admin sends a product update to an audience. */
export const createAnnouncementProcedure = authedProcedure
  .input(createAnnouncementInput)
  .output(z.object({ id: z.string(), recipientCount: z.number(), createdAt: z.number() }))
  .mutation(({ ctx, input }) => createAnnouncement({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, input));
