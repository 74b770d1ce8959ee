import { router } from '../../trpc.ts';
import { confirmNewsletterProcedure } from './confirm-newsletter.ts';
import { listNewsletterMailsProcedure } from './list-newsletter-mails.ts';
import { subscribeNewsletterProcedure } from './subscribe-newsletter.ts';
import { unsubscribeNewsletterProcedure } from './unsubscribe-newsletter.ts';

export const newsletterRouter = router({
  subscribeEmail: subscribeNewsletterProcedure,
  confirmSubscription: confirmNewsletterProcedure,
  unsubscribeEmail: unsubscribeNewsletterProcedure,
  listMails: listNewsletterMailsProcedure,
});
