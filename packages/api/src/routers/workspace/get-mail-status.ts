import { z } from 'zod';
import { getMailStatus } from '@creatorlens/core/mail';
import { authedProcedure } from '../../trpc.ts';

/** Whether mail goes out through SMTP or waits in the in-app outbox; organisation admins only. */
export const getMailStatusProcedure = authedProcedure
  .output(z.object({ isDeliveryConfigured: z.boolean() }))
  .query(({ ctx }) => getMailStatus({ actor: ctx.actor, mail: ctx.mail }));
