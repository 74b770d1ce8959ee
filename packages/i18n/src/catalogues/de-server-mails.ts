import type { Catalogue } from './types.ts';
import type { enServerMails } from './en-server-mails.ts';

/** Deutsch: die Mails des Servers als reiner Text (Konto-Links, Einladungen, Double-Opt-in des Newsletters). */
export const deServerMails: Pick<Catalogue, keyof typeof enServerMails> = {
  MailTexts: {
    greeting: 'Guten Tag,',
    'greeting-named': 'Hallo {{name}},',
    'sign-off': 'Ihr Creatorlens-Team',
    'email-verification-subject': 'Bestätigen Sie Ihre E-Mail-Adresse für Creatorlens',
    'email-verification-intro': 'bitte bestätigen Sie, dass diese E-Mail-Adresse zu Ihrem Creatorlens-Konto gehört:',
    'email-verification-validity': 'Der Link ist {{hours}} Stunden gültig.',
    'email-change-subject': 'Bestätigen Sie Ihre neue E-Mail-Adresse für Creatorlens',
    'email-change-intro':
      'Sie möchten die E-Mail-Adresse Ihres Creatorlens-Kontos auf diese Adresse ändern. Bitte bestätigen Sie das mit diesem Link:',
    'email-change-validity': 'Erst danach ersetzt sie die bisherige Adresse. Der Link ist {{hours}} Stunden gültig.',
    'password-reset-subject': 'Neues Passwort für Creatorlens festlegen',
    'password-reset-intro':
      'Sie (oder jemand anderes) haben ein neues Passwort für Ihr Creatorlens-Konto angefordert. Legen Sie es hier fest:',
    'password-reset-validity':
      'Der Link ist {{hours}} Stunde(n) gültig und funktioniert nur einmal. Danach werden alle Sitzungen abgemeldet.',
    'account-ignore': 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    'invitation-subject': 'Einladung zu {{organization}} bei Creatorlens',
    'invitation-body': '{{inviter}} lädt Sie ein, {{organization}} bei Creatorlens als {{role}} beizutreten.',
    'invitation-open': 'Um die Einladung anzunehmen, öffnen Sie bitte diesen Link:',
    'invitation-validity':
      'Die Einladung ist bis zum {{date}} gültig. Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    'role-admin': 'Administrator/in',
    'role-member': 'Mitglied',
    'newsletter-subject': 'Bitte bestätigen Sie Ihr Newsletter-Abonnement bei Creatorlens',
    'newsletter-intro':
      'Sie (oder jemand mit Ihrer Adresse) haben den Creatorlens-Newsletter bestellt. Bitte bestätigen Sie das Abonnement über diesen Link:',
    'newsletter-ignore':
      'Wenn Sie den Newsletter nicht bestellt haben, ignorieren Sie diese E-Mail einfach; ohne Bestätigung senden wir Ihnen nichts.',
    'newsletter-unsubscribe': 'Abmelden können Sie sich jederzeit hier: {{url}}',
  },
};
