import type { Catalogue } from './types.ts';

/** Deutsch: Installationen ohne Mailserver (ehrliche Hinweise, die Seite „Mails“ im Admin-Bereich) und Registrierung über eine Einladung. */
export const deGettingIn: Pick<Catalogue, 'GettingIn'> = {
  GettingIn: {
    'no-mail-title': 'Diese Installation versendet keine E-Mails',
    'no-mail-body':
      'Auf dieser Installation ist kein Mailversand eingerichtet. Den Link findet die Betreiberin im Admin-Bereich unter „Mails“ und im Server-Log.',
    'banner-body-no-mail':
      'Ihr Konto {{email}} ist noch nicht bestätigt. Bis dahin können Sie keine Einladungen annehmen und keine Credits Ihrer Testphase verwenden.',
    'resent-no-mail':
      'Ein neuer Link für {{email}} liegt bereit. Es wurde keine E-Mail versendet: Die Betreiberin findet ihn im Admin-Bereich unter „Mails“.',
    'forgot-ready-body':
      'Falls es ein Konto für {{email}} gibt, liegt ein Link zum Festlegen eines neuen Passworts bereit. Er ist eine Stunde gültig und funktioniert nur einmal.',
    'verify-first-no-mail': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link aus Ihrer Registrierung.',
    'invitation-sign-up-title': 'Konto erstellen und beitreten',
    'invitation-sign-up-body': 'Mit dem Öffnen des Einladungslinks ist {{email}} bestätigt: Eine weitere Bestätigung ist nicht nötig.',
    'invitation-email-hint': 'An diese Adresse wurde die Einladung gesendet.',
    'invitation-have-account': 'Sie haben bereits ein Konto mit dieser Adresse?',
    'invitation-sign-in': 'Anmelden und annehmen',
    'join-and-create': 'Konto erstellen und beitreten',
    'admin-nav': 'Mails',
    'admin-title': 'Konto- und Einladungsmails',
    'admin-body':
      'Bestätigungs-, Passwort- und Einladungsmails aller Konten und Organisationen, die neuesten zuerst. Geben Sie einen Link nur an die Person weiter, an die er gerichtet ist.',
    'delivery-on': 'E-Mails werden per SMTP versendet. Diese Liste zeigt, was versendet wurde.',
    'delivery-off':
      'Es ist kein Mailserver eingerichtet (SMTP_URL): Nichts hiervon wurde versendet. Diese Links erreichen die Personen nur über Sie.',
    'filter-label': 'Nach Empfänger filtern',
    'filter-placeholder': 'name@firma.de',
    filter: 'Filtern',
    'clear-filter': 'Alle anzeigen',
    'filter-invalid': 'Bitte geben Sie eine vollständige E-Mail-Adresse ein.',
    empty: 'Noch keine Mails.',
    'empty-filtered': 'Keine Mails an diese Adresse.',
    'column-created': 'Erstellt',
    'column-kind': 'Mail',
    'column-recipient': 'Empfänger',
    'column-link': 'Link',
    'column-status': 'Status',
    'kind-email-verification': 'Bestätigung der E-Mail-Adresse',
    'kind-email-change': 'Änderung der E-Mail-Adresse',
    'kind-password-reset': 'Passwort zurücksetzen',
    'kind-invitation': 'Einladung zu {{organization}}',
    'kind-invitation-unknown': 'Einladung',
    'status-outbox': 'Nicht versendet',
    'status-queued': 'In der Warteschlange',
    'status-sending': 'Wird versendet',
    'status-sent': 'Versendet',
    'status-failed': 'Fehlgeschlagen',
    'open-link': 'Link öffnen',
    'copy-link': 'Link kopieren',
    'link-copied': 'Link kopiert.',
    'copy-failed': 'Kopieren fehlgeschlagen. Markieren Sie den Link und kopieren Sie ihn selbst.',
    'no-link': 'Kein Link gefunden',
    'show-text': 'Text anzeigen',
    'hide-text': 'Text ausblenden',
    'page-label': 'Mails, Seite {{page}} von {{pages}}',
  },
};
