import { translateFor } from '@creatorlens/i18n';

export type NewsletterLanguage = 'en' | 'de';

/** The double opt-in mail: plain text, the confirm link first, the unsubscribe link as a way out. */
export function composeNewsletterConfirmMail(input: { language: NewsletterLanguage; confirmUrl: string; unsubscribeUrl: string }): {
  subject: string;
  textBody: string;
} {
  const t = translateFor(input.language);
  return {
    subject: t('MailTexts.newsletter-subject'),
    textBody: [
      t('MailTexts.greeting'),
      '',
      t('MailTexts.newsletter-intro'),
      input.confirmUrl,
      '',
      t('MailTexts.newsletter-ignore'),
      t('MailTexts.newsletter-unsubscribe', { url: input.unsubscribeUrl }),
      '',
      t('MailTexts.sign-off'),
    ].join('\n'),
  };
}
