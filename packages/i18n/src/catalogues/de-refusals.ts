import type { Catalogue } from './types.ts';
import type { enRefusals } from './en-refusals.ts';

/** German: was eine verweigerte Seite oder Aktion sagt und was man stattdessen tun kann (Lizenz, Berechtigung, Gast). */
export const deRefusals: Pick<Catalogue, keyof typeof enRefusals> = {
  Refusals: {
    'license-title': 'Dafür ist eine gültige Lizenz nötig',
    'license-body':
      'Die Lizenz von {{organization}} ist abgelaufen, daher sind Creator-Daten und Änderungen pausiert. Ihre Listen, Mitglieder und Credits bleiben lesbar.',
    'license-body-admin':
      'Die Lizenz von {{organization}} ist abgelaufen, daher sind Creator-Daten und Änderungen pausiert. Verlängern Sie sie, um weiterzuarbeiten; Ihre Listen, Mitglieder und Credits bleiben so lange lesbar.',
    'license-body-member':
      'Die Lizenz von {{organization}} ist abgelaufen, daher sind Creator-Daten und Änderungen pausiert. Eine Administratorin oder ein Administrator Ihrer Organisation kann sie verlängern; Ihre Listen bleiben so lange lesbar.',
    'see-plans': 'Tarife ansehen',
    'open-workspace': 'Workspace öffnen',
    'go-home': 'Zur Übersicht',
    'forbidden-title': 'Sie haben keinen Zugriff darauf',
    'forbidden-body':
      'Ihre Rolle in {{organization}} umfasst diese Seite nicht. Eine Administratorin oder ein Administrator Ihrer Organisation kann das ändern.',
    'forbidden-body-no-organisation': 'Ihr Konto gehört zu keiner Organisation, die diese Seite umfasst.',
    'artist-public-view':
      'Sie sehen das öffentliche Profil von {{name}}. Kennzahlen, Beiträge und Notizen sind wieder da, sobald die Lizenz verlängert ist.',
    'guest-title': 'Registrieren Sie sich dafür',
    'guest-body': 'Gäste können sich im Demo-Workspace umsehen, ihn aber nicht ändern. Erstellen Sie ein kostenloses Konto, um {{action}}.',
    'sign-up': 'Registrieren, um das zu tun',
    'guest-action': {
      'add-to-list': 'Kanäle zu eigenen Kampagnen und Watchlists hinzuzufügen',
      drop: 'Kanäle auf eigene Listen zu ziehen',
      create: 'eigene Kampagnen, Watchlists und Tags anzulegen',
      comment: 'Kommentare und Notizen zu schreiben',
      refresh: 'Kanäle mit Credits zu aktualisieren',
      change: 'Änderungen vorzunehmen',
    },
  },
};
