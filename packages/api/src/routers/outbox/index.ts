import { router } from '../../trpc.ts';
import { listOutboxProcedure } from './list-outbox.ts';

export const outboxRouter = router({
  listOutboxMails: listOutboxProcedure,
});
