import type { Catalogue } from './types.ts';
import type { enMsTeams } from './en-ms-teams.ts';

/** German: die Organisation mit Microsoft Teams verbinden und die Teams-Kanäle einer Kampagne wählen (formell, Sie). */
export const deMsTeams: Pick<Catalogue, keyof typeof enMsTeams> = {
  MsTeams: {
    title: 'Microsoft Teams',
    description: 'Neuigkeiten zu Kampagnen, etwa Erwähnungen in Kommentaren, in Kanälen Ihrer Microsoft-Teams-Organisation posten.',
    checking: 'Microsoft-Teams-Verbindung wird geprüft …',
    connected: 'Microsoft Teams ist verbunden.',
    'not-connected': 'Microsoft Teams ist nicht verbunden.',
    'not-connected-admin-hint':
      'Verbinden Sie Microsoft Teams, um Kanäle für Kampagnen-Neuigkeiten zu wählen. Die Zustimmung erteilt ein Microsoft-365-Administrator Ihrer Organisation.',
    'not-connected-member-hint': 'Ein Administrator der Organisation kann Microsoft Teams in den Workspace-Einstellungen verbinden.',
    'connection-error':
      'Beim Verbinden mit Microsoft Teams ist ein Fehler aufgetreten. Verbinden Sie Microsoft Teams erneut, um Kanäle Ihrer Teams zu finden und auszuwählen.',
    'connection-error-detail': 'Meldung von Microsoft Teams: {{detail}}',
    disconnecting: 'Verbindung wird getrennt …',
    connect: 'Microsoft Teams verbinden',
    reconnect: 'Microsoft Teams erneut verbinden',
    disconnect: 'Trennen',
    'disconnect-title': 'Microsoft Teams trennen?',
    'disconnect-body':
      'Kampagnen-Neuigkeiten erreichen Microsoft Teams ab sofort nicht mehr. Die für Kampagnen gewählten Kanäle bleiben gespeichert und gelten wieder, sobald Microsoft Teams erneut verbunden ist.',
    'disconnect-confirm': 'Microsoft Teams trennen',
    'not-configured': 'Für diese Installation ist keine Microsoft-Teams-App eingerichtet.',
    'not-configured-admin-hint':
      'Der Betreiber setzt MS_TEAMS_CLIENT_ID und MS_TEAMS_CLIENT_SECRET auf dem Server (README, Abschnitt „Configuration“); danach lässt sich Microsoft Teams hier verbinden.',
    'tenant-not-set': 'Microsoft-Teams-Mandanten-ID nicht gesetzt.',
    'error-access-denied': 'Die Zustimmung wurde im Dialog von Microsoft abgelehnt. Es wurde nichts geändert.',
    'error-consent-missing':
      'Microsoft hat die Zustimmung des Administrators nicht bestätigt. Bitte versuchen Sie es als Microsoft-365-Administrator erneut.',
    'error-already-connected': 'Fehler: bereits verbunden',
    'error-forbidden': 'Nur Inhaber und Administratoren der Organisation können Microsoft Teams verbinden.',
    'error-invalid-state': 'Die Anmeldung ist auf dem Rückweg von Microsoft abgelaufen. Bitte versuchen Sie es erneut.',
    'error-not-configured': 'Für diese Installation ist keine Microsoft-Teams-App eingerichtet.',
    'error-generic': 'Microsoft Teams konnte nicht verbunden werden (Code: {{code}}). Bitte versuchen Sie es erneut.',
    'campaign-title': 'Neuigkeiten in Microsoft Teams posten',
    'campaign-description': 'Neuigkeiten zu dieser Kampagne gehen an diese Teams-Kanäle. Änderungen gelten sofort.',
    'campaign-connect-link': 'Microsoft Teams in den Workspace-Einstellungen verbinden',
    'team-label': 'Team',
    'team-placeholder': 'Teams durchsuchen',
    'teams-list-label': 'Teams',
    'teams-loading': 'Teams werden geladen …',
    'teams-empty': 'Keine Teams.',
    'teams-no-match': 'Kein Team passt zu „{{query}}“.',
    'teams-count_one': '{{count}} Team',
    'teams-count_other': '{{count}} Teams',
    'channel-label': 'Kanal',
    'channel-choose-team-first': 'Zuerst ein Team wählen',
    'channel-placeholder': 'Kanal wählen',
    'channels-loading': 'Kanäle werden geladen …',
    'channels-empty': 'Dieses Team hat keine Kanäle, die Neuigkeiten empfangen können.',
    'channels-fetch-error': 'Fehler beim Laden der Kanäle.',
    'channels-set-error': 'Fehler beim Festlegen des Kanals.',
    'channel-add': 'Kanal hinzufügen',
    'channel-private': 'privat',
    'channel-remove': 'Nicht mehr an {{name}} posten',
    'chosen-label': 'Kanäle, die Neuigkeiten erhalten',
    'chosen-empty': 'Noch kein Kanal gewählt.',
    saving: 'Wird gespeichert …',
  },
};
