import { translateFor } from '@creatorlens/i18n';
import { cleanMailName, quoteMailName } from './user-text.ts';

type MailLanguage = 'en' | 'de';

interface InvitationMailInput {
  language: MailLanguage;
  organizationName: string;
  inviterName: string;
  role: 'admin' | 'member';
  acceptUrl: string;
  expiresAt: Date;
}

/** The long date in the mail's language (`de-DE`: "1. März 2026", `en-GB`: "1 March 2026"). */
const DATE_LOCALE: Record<MailLanguage, string> = { de: 'de-DE', en: 'en-GB' };

/**
 * The invitation mail in the organisation's default language, as plain text only: names are user input and
 * plain text cannot carry markup into a mail client. The organisation's name is quoted as data (user-text.ts), so
 * whatever it says cannot pass for our own words in the subject.
 */
export function composeInvitationMail(input: InvitationMailInput): { subject: string; textBody: string } {
  const organization = quoteMailName(input.organizationName, input.language);
  const inviter = cleanMailName(input.inviterName);
  const t = translateFor(input.language);
  const role = t(`MailTexts.role-${input.role}`);
  const until = input.expiresAt.toLocaleDateString(DATE_LOCALE[input.language], { dateStyle: 'long', timeZone: 'UTC' });
  return {
    subject: t('MailTexts.invitation-subject', { organization }),
    textBody: [
      t('MailTexts.greeting'),
      '',
      t('MailTexts.invitation-body', { inviter, organization, role }),
      '',
      t('MailTexts.invitation-open'),
      input.acceptUrl,
      '',
      t('MailTexts.invitation-validity', { date: until }),
      '',
      t('MailTexts.sign-off'),
    ].join('\n'),
  };
}
