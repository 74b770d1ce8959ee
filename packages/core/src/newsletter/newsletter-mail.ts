export type NewsletterLanguage = 'en' | 'de';

/** The double opt-in mail: plain text, the confirm link first, the unsubscribe link as a way out. */
export function composeNewsletterConfirmMail(input: { language: NewsletterLanguage; confirmUrl: string; unsubscribeUrl: string }): {
  subject: string;
  textBody: string;
} {
  if (input.language === 'de') {
    return {
      subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement bei Creatorlens',
      textBody: [
        'Guten Tag,',
        '',
        'Sie (oder jemand mit Ihrer Adresse) haben den Creatorlens-Newsletter bestellt. Bitte bestätigen Sie das Abonnement über diesen Link:',
        input.confirmUrl,
        '',
        'Wenn Sie den Newsletter nicht bestellt haben, ignorieren Sie diese E-Mail einfach; ohne Bestätigung senden wir Ihnen nichts.',
        `Abmelden können Sie sich jederzeit hier: ${input.unsubscribeUrl}`,
        '',
        'Ihr Creatorlens-Team',
      ].join('\n'),
    };
  }
  return {
    subject: 'Please confirm your Creatorlens newsletter subscription',
    textBody: [
      'Hello,',
      '',
      'You (or someone using your address) signed up for the Creatorlens newsletter. Please confirm the subscription with this link:',
      input.confirmUrl,
      '',
      'If you did not sign up, simply ignore this email; without confirmation we will not send you anything.',
      `You can unsubscribe at any time here: ${input.unsubscribeUrl}`,
      '',
      'The Creatorlens team',
    ].join('\n'),
  };
}
