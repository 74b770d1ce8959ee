import { router } from '../../trpc.ts';
import { confirmNewsletterProcedure } from './confirm-newsletter.ts';
import { listNewsletterMailsProcedure } from './list-newsletter-mails.ts';
import { subscribeNewsletterProcedure } from './subscribe-newsletter.ts';
import { unsubscribeNewsletterProcedure } from './unsubscribe-newsletter.ts';

export const newsletterRouter = router({
  subscribe: subscribeNewsletterProcedure,
  confirm: confirmNewsletterProcedure,
  unsubscribe: unsubscribeNewsletterProcedure,
  listMails: listNewsletterMailsProcedure,
});
