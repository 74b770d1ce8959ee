import type { Database } from '@creatorlens/db';
import { translateFor } from '@creatorlens/i18n';
import { queueMail, type MailDispatch, listUnscopedMails, type UnscopedMailView } from '../mail/index.ts';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../security/index.ts';
import type { Dependencies } from '../dependencies.ts';

type AccountMailKind = 'email-verification' | 'email-change' | 'password-reset';
export type AccountMailLanguage = 'en' | 'de';

const ACCOUNT_MAIL_KINDS: readonly AccountMailKind[] = ['email-verification', 'email-change', 'password-reset'];

/** The web app's pages the account mails link to (apps/web routes /verify-email and /reset-password). */
const accountMailLink = (publicUrl: string, kind: AccountMailKind, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/${kind === 'password-reset' ? 'reset-password' : 'verify-email'}?token=${encodeURIComponent(token)}`;

// A name comes from the user; a line break must never reach a subject line or start a fake paragraph.
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

const hoursOf = (seconds: number): number => Math.max(1, Math.round(seconds / 3600));

/** Plain-text account mails (no markup from user input can reach a mail client) in the MailTexts words of the language. */
function composeAccountMail(input: { kind: AccountMailKind; language: AccountMailLanguage; name: string; link: string }): {
  subject: string;
  textBody: string;
} {
  const t = translateFor(input.language);
  const name = oneLine(input.name);
  const hours = hoursOf(input.kind === 'password-reset' ? PASSWORD_RESET_LINK_SECONDS : EMAIL_VERIFICATION_LINK_SECONDS);
  return {
    subject: t(`MailTexts.${input.kind}-subject`),
    textBody: [
      name ? t('MailTexts.greeting-named', { name }) : t('MailTexts.greeting'),
      '',
      t(`MailTexts.${input.kind}-intro`),
      input.link,
      '',
      t(`MailTexts.${input.kind}-validity`, { hours }),
      '',
      t('MailTexts.account-ignore'),
      '',
      t('MailTexts.sign-off'),
    ].join('\n'),
  };
}

/**
 * Queues an account mail (verification, e-mail change, password reset) and wakes the sender. It belongs to no
 * organisation on purpose: an organisation's outbox is readable by its admins and, for a new account, by the account
 * itself, and a link readable there would prove nothing about the address (and would let admins reset members'
 * passwords). Without SMTP only platform admins see it (listAccountMails).
 */
export async function queueAccountMail(
  { db, mail }: { db: Database; mail: MailDispatch },
  input: { kind: AccountMailKind; toAddress: string; language: AccountMailLanguage; name: string; token: string },
): Promise<void> {
  const link = accountMailLink(mail.publicUrl, input.kind, input.token);
  const composed = composeAccountMail({ kind: input.kind, language: input.language, name: input.name, link });
  const toAddress = input.toAddress.trim().toLowerCase();
  await queueMail(db, mail, { organizationId: null, kind: input.kind, toAddress, ...composed });
  mail.onQueued();
  if (!mail.isDeliveryConfigured) mail.onKeptInOutbox?.({ kind: input.kind, toAddress, link });
}

type AccountMailView = UnscopedMailView;

/** Account mails waiting in (or sent from) the outbox, newest first; platform admins only, for installations without SMTP. */
export function listAccountMails(deps: Dependencies, input: { email?: string | undefined; limit: number }): Promise<AccountMailView[]> {
  return listUnscopedMails(deps, { ...input, kinds: ACCOUNT_MAIL_KINDS });
}
