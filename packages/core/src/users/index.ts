// Exports of the users area: the signed-in user's session, profile and account mails.
export { getGuestExpiration, getSessionUser } from './session-user.ts';
export { updateProfile } from './update-profile.ts';
export { listAccountMails, queueAccountMail, type AccountMailLanguage } from './account-mail.ts';
export { markEmailVerified } from './email-verification.ts';
