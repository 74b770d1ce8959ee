// Exports of the users area: the signed-in user's session, profile and account mails.
export { getGuestExpiration, getSessionUser, displayNameOf } from './session-user.ts';
export { updateProfile } from './update-profile.ts';
export { listAccountMails, queueAccountMail, type AccountMailLanguage } from './account-mail.ts';
export { markEmailVerified, VERIFY_EMAIL_FIRST_MESSAGE, requireVerifiedEmailForTrialSpending } from './email-verification.ts';
