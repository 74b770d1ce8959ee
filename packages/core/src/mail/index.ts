export * from './mail-dispatch.ts';
export * from './invitation-mail.ts';
export * from './user-text.ts';
export * from './list-access-mails.ts';
export { type UnscopedMailView, listUnscopedMails } from './list-unscoped-mails.ts';
