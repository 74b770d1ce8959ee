import { router } from '../../trpc.ts';
import { getMailDeliveryProcedure } from './get-mail-delivery.ts';
import { listAccessMailsProcedure } from './list-access-mails.ts';
import { listOutboxProcedure } from './list-outbox.ts';

export const outboxRouter = router({
  listOutboxMails: listOutboxProcedure,
  listAccessMails: listAccessMailsProcedure,
  getMailDelivery: getMailDeliveryProcedure,
});
