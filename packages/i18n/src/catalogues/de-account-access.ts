import type { Catalogue } from './types.ts';

/** German: Passwort vergessen/zurücksetzen, E-Mail-Bestätigung, Änderung der E-Mail-Adresse. */
export const deAccountAccess: Pick<Catalogue, 'AccountAccess'> = {
  AccountAccess: {
    'forgot-title': 'Passwort vergessen?',
    'forgot-subtitle':
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    'send-link': 'Link senden',
    'forgot-sent-title': 'Sehen Sie in Ihr Postfach',
    'forgot-sent-body':
      'Falls es ein Konto für {{email}} gibt, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er ist eine Stunde gültig und funktioniert nur einmal.',
    'back-to-sign-in': 'Zurück zur Anmeldung',
    'reset-title': 'Neues Passwort festlegen',
    'reset-subtitle': 'Wählen Sie ein neues Passwort für Ihr Konto. Danach werden Sie überall abgemeldet.',
    'new-password': 'Neues Passwort',
    'confirm-password': 'Neues Passwort bestätigen',
    'passwords-mismatch': 'Die Passwörter stimmen nicht überein.',
    'save-password': 'Neues Passwort speichern',
    'reset-done-title': 'Ihr Passwort wurde geändert',
    'reset-done-body': 'Alle Sitzungen Ihres Kontos wurden abgemeldet. Melden Sie sich mit Ihrem neuen Passwort an.',
    'link-invalid-title': 'Dieser Link funktioniert nicht mehr',
    'link-invalid-body': 'Er ist vielleicht abgelaufen oder wurde schon verwendet. Fordern Sie einen neuen an.',
    'request-new-link': 'Neuen Link anfordern',
    'verify-title': 'E-Mail-Adresse bestätigen',
    'verify-checking': 'Ihre E-Mail-Adresse wird bestätigt …',
    'verify-done-title': 'E-Mail-Adresse bestätigt',
    'verify-done-body': 'Vielen Dank. Sie können jetzt Einladungen annehmen und die Credits Ihrer Testphase nutzen.',
    'verify-sign-in-title': 'Zum Bestätigen anmelden',
    'verify-sign-in-body':
      'Zu Ihrer Sicherheit funktioniert dieser Link nur, während Sie im Konto angemeldet sind, für das er gesendet wurde.',
    'verify-sign-in': 'Anmelden und bestätigen',
    'verify-wrong-account-title': 'Dieser Link gehört zu einem anderen Konto',
    'verify-wrong-account-body': 'Sie sind als {{email}} angemeldet. Melden Sie sich ab und im Konto an, für das der Link gesendet wurde.',
    'verify-failed-title': 'Dieser Link funktioniert nicht mehr',
    'verify-failed-body': 'Er ist vielleicht abgelaufen. Senden Sie sich einen neuen.',
    'continue-to-app': 'Weiter',
    'banner-title': 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    'banner-body':
      'Wir haben einen Link an {{email}} gesendet. Bis Sie ihn öffnen, können Sie keine Einladungen annehmen und keine Credits Ihrer Testphase ausgeben.',
    'banner-resend': 'Bestätigungs-E-Mail erneut senden',
    resent: 'Wir haben einen neuen Link an {{email}} gesendet.',
    'email-title': 'E-Mail-Adresse',
    'email-description':
      'An diese Adresse senden wir Mails rund um die Anmeldung. Eine neue Adresse gilt erst, wenn Sie den Link öffnen, den wir an sie senden.',
    'current-email': 'Aktuelle Adresse',
    verified: 'Bestätigt',
    unverified: 'Nicht bestätigt',
    'new-email': 'Neue E-Mail-Adresse',
    'change-email': 'E-Mail-Adresse ändern',
    'change-email-sent': 'Wir haben einen Link an {{email}} gesendet. Ihre Adresse ändert sich, sobald Sie ihn öffnen.',
    'change-email-no-mail':
      'Auf dieser Installation ist kein Mailversand eingerichtet, es wurde nichts an {{email}} gesendet. Den Link findet die Betreiberin im Admin-Bereich unter „Mails“; Ihre Adresse ändert sich, sobald Sie ihn öffnen.',
    'email-same': 'Das ist bereits Ihre E-Mail-Adresse.',
    'guest-no-email': 'Gastkonten haben keine E-Mail-Adresse. Legen Sie ein Konto an, um eine zu nutzen.',
    'verify-first': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen bei der Registrierung einen Link gesendet.',
  },
};
