import type { Database } from '@creatorlens/db';
import { queueMail, type MailDispatch } from '../mail/mail-dispatch.ts';
import { listUnscopedMails, type UnscopedMailView } from '../mail/list-unscoped-mails.ts';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../security/limits.ts';
import type { Dependencies } from '../dependencies.ts';

export type AccountMailKind = 'email-verification' | 'email-change' | 'password-reset';
export type AccountMailLanguage = 'en' | 'de';

export const ACCOUNT_MAIL_KINDS: readonly AccountMailKind[] = ['email-verification', 'email-change', 'password-reset'];

/** The web app's pages the account mails link to (apps/web routes /verify-email and /reset-password). */
export const accountMailLink = (publicUrl: string, kind: AccountMailKind, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/${kind === 'password-reset' ? 'reset-password' : 'verify-email'}?token=${encodeURIComponent(token)}`;

// A name comes from the user; a line break must never reach a subject line or start a fake paragraph.
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

const hoursOf = (seconds: number): number => Math.max(1, Math.round(seconds / 3600));

/** Plain-text account mails (no markup from user input can reach a mail client), in English or German. */
export function composeAccountMail(input: { kind: AccountMailKind; language: AccountMailLanguage; name: string; link: string }): {
  subject: string;
  textBody: string;
} {
  const name = oneLine(input.name);
  const verifyHours = hoursOf(EMAIL_VERIFICATION_LINK_SECONDS);
  const resetHours = hoursOf(PASSWORD_RESET_LINK_SECONDS);
  if (input.language === 'de') {
    const greeting = name ? `Hallo ${name},` : 'Guten Tag,';
    const texts: Record<AccountMailKind, { subject: string; lines: string[] }> = {
      'email-verification': {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Creatorlens',
        lines: [
          'bitte bestätigen Sie, dass diese E-Mail-Adresse zu Ihrem Creatorlens-Konto gehört:',
          input.link,
          '',
          `Der Link ist ${verifyHours} Stunden gültig.`,
        ],
      },
      'email-change': {
        subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Creatorlens',
        lines: [
          'Sie möchten die E-Mail-Adresse Ihres Creatorlens-Kontos auf diese Adresse ändern. Bitte bestätigen Sie das mit diesem Link:',
          input.link,
          '',
          `Erst danach ersetzt sie die bisherige Adresse. Der Link ist ${verifyHours} Stunden gültig.`,
        ],
      },
      'password-reset': {
        subject: 'Neues Passwort für Creatorlens festlegen',
        lines: [
          'Sie (oder jemand anderes) haben ein neues Passwort für Ihr Creatorlens-Konto angefordert. Legen Sie es hier fest:',
          input.link,
          '',
          `Der Link ist ${resetHours} Stunde(n) gültig und funktioniert nur einmal. Danach werden alle Sitzungen abgemeldet.`,
        ],
      },
    };
    const text = texts[input.kind];
    return {
      subject: text.subject,
      textBody: [
        greeting,
        '',
        ...text.lines,
        '',
        'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
        '',
        'Ihr Creatorlens-Team',
      ].join('\n'),
    };
  }
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const texts: Record<AccountMailKind, { subject: string; lines: string[] }> = {
    'email-verification': {
      subject: 'Verify your email address for Creatorlens',
      lines: [
        'please confirm that this email address belongs to your Creatorlens account:',
        input.link,
        '',
        `The link is valid for ${verifyHours} hours.`,
      ],
    },
    'email-change': {
      subject: 'Confirm your new email address for Creatorlens',
      lines: [
        'You asked to change the email address of your Creatorlens account to this one. Please confirm it with this link:',
        input.link,
        '',
        `Only then does it replace your current address. The link is valid for ${verifyHours} hours.`,
      ],
    },
    'password-reset': {
      subject: 'Set a new password for Creatorlens',
      lines: [
        'You (or someone else) asked for a new password for your Creatorlens account. Set it here:',
        input.link,
        '',
        `The link is valid for ${resetHours} hour(s) and works once. All your sessions are signed out afterwards.`,
      ],
    },
  };
  const text = texts[input.kind];
  return {
    subject: text.subject,
    textBody: [greeting, '', ...text.lines, '', 'If you did not ask for this, you can ignore this email.', '', 'The Creatorlens team'].join(
      '\n',
    ),
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

export type AccountMailView = UnscopedMailView;

/** Account mails waiting in (or sent from) the outbox, newest first; platform admins only, for installations without SMTP. */
export function listAccountMails(deps: Dependencies, input: { email?: string | undefined; limit: number }): Promise<AccountMailView[]> {
  return listUnscopedMails(deps, { ...input, kinds: ACCOUNT_MAIL_KINDS });
}
