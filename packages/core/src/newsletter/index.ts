export * from './newsletter.ts';
export * from './newsletter-mail.ts';
