export { subscribeNewsletter, confirmNewsletter, unsubscribeNewsletter, listNewsletterMails } from './newsletter.ts';
