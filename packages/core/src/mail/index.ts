export { queueMail, listOutbox, getMailStatus, type MailDispatch, type KeptMailNotice } from './mail-dispatch.ts';
export { composeInvitationMail } from './invitation-mail.ts';
export { MAIL_NAME_MAX_LENGTH } from './user-text.ts';
export { listAccessMails, ACCESS_MAIL_KINDS } from './list-access-mails.ts';
export { type UnscopedMailView, listUnscopedMails } from './list-unscoped-mails.ts';
