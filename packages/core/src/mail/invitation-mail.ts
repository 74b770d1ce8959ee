import { cleanMailName, quoteMailName } from './user-text.ts';

export type MailLanguage = 'en' | 'de';

export interface InvitationMailInput {
  language: MailLanguage;
  organizationName: string;
  inviterName: string;
  role: 'admin' | 'member';
  acceptUrl: string;
  expiresAt: Date;
}

const ROLE_NAMES: Record<MailLanguage, Record<InvitationMailInput['role'], string>> = {
  en: { admin: 'an admin', member: 'a member' },
  de: { admin: 'Administrator/in', member: 'Mitglied' },
};

/**
 * The invitation mail in the organisation's default language, as plain text only: names are user input and
 * plain text cannot carry markup into a mail client. The organisation's name is quoted as data (user-text.ts), so
 * whatever it says cannot pass for our own words in the subject.
 */
export function composeInvitationMail(input: InvitationMailInput): { subject: string; textBody: string } {
  const organization = quoteMailName(input.organizationName, input.language);
  const inviter = cleanMailName(input.inviterName);
  const role = ROLE_NAMES[input.language][input.role];
  if (input.language === 'de') {
    const until = input.expiresAt.toLocaleDateString('de-DE', { dateStyle: 'long', timeZone: 'UTC' });
    return {
      subject: `Einladung zu ${organization} bei Creatorlens`,
      textBody: [
        'Guten Tag,',
        '',
        `${inviter} lädt Sie ein, ${organization} bei Creatorlens als ${role} beizutreten.`,
        '',
        'Um die Einladung anzunehmen, öffnen Sie bitte diesen Link:',
        input.acceptUrl,
        '',
        `Die Einladung ist bis zum ${until} gültig. Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.`,
        '',
        'Ihr Creatorlens-Team',
      ].join('\n'),
    };
  }
  const until = input.expiresAt.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  return {
    subject: `You're invited to join ${organization} on Creatorlens`,
    textBody: [
      'Hello,',
      '',
      `${inviter} invited you to join ${organization} on Creatorlens as ${role}.`,
      '',
      'To accept the invitation, open this link:',
      input.acceptUrl,
      '',
      `The invitation is valid until ${until}. If you did not expect this invitation, you can ignore this email.`,
      '',
      'The Creatorlens team',
    ].join('\n'),
  };
}
