import type { Catalogue } from './types.ts';
import type { enSlack } from './en-slack.ts';

/** German: den Workspace mit Slack verbinden und die Slack-Kanäle einer Kampagne wählen (formell, Sie). */
export const deSlack: Pick<Catalogue, keyof typeof enSlack> = {
  Slack: {
    title: 'Slack',
    description: 'Neuigkeiten zu Kampagnen, etwa Erwähnungen in Kommentaren, in Kanälen Ihres Slack-Workspace posten.',
    checking: 'Slack-Verbindung wird geprüft …',
    connected: 'Slack ist verbunden.',
    'not-connected': 'Slack ist nicht verbunden.',
    'not-connected-admin-hint': 'Verbinden Sie Slack, um Kanäle für Kampagnen-Neuigkeiten zu wählen.',
    'not-connected-member-hint': 'Ein Administrator der Organisation kann Slack in den Workspace-Einstellungen verbinden.',
    'connection-error':
      'Beim Verbinden mit Slack ist ein Fehler aufgetreten. Verbinden Sie Slack erneut, um Kanäle Ihres Workspace zu finden und auszuwählen.',
    'connection-error-detail': 'Meldung von Slack: {{detail}}',
    disconnecting: 'Verbindung wird getrennt …',
    connect: 'Slack verbinden',
    reconnect: 'Slack erneut verbinden',
    disconnect: 'Trennen',
    'disconnect-title': 'Slack trennen?',
    'disconnect-body':
      'Kampagnen-Neuigkeiten erreichen Slack ab sofort nicht mehr. Die für Kampagnen gewählten Kanäle bleiben gespeichert und gelten wieder, sobald Slack erneut verbunden ist.',
    'disconnect-confirm': 'Slack trennen',
    'not-configured': 'Für diese Installation ist keine Slack-App eingerichtet.',
    'not-configured-admin-hint':
      'Der Betreiber setzt SLACK_CLIENT_ID und SLACK_CLIENT_SECRET auf dem Server (README, Abschnitt „Configuration“); danach lässt sich Slack hier verbinden.',
    'error-access-denied': 'Das Verbinden wurde in Slack abgebrochen. Es wurde nichts geändert.',
    'error-access-token-not-set': 'Zugriffstoken nicht gesetzt.',
    'error-already-connected': 'Fehler: bereits verbunden',
    'error-generic': 'Slack konnte nicht verbunden werden (Code: {{code}}). Bitte versuchen Sie es erneut.',
    'campaign-title': 'Neuigkeiten in Slack posten',
    'campaign-description': 'Neuigkeiten zu dieser Kampagne gehen an diese Slack-Kanäle. Änderungen gelten sofort.',
    'campaign-connect-link': 'Slack in den Workspace-Einstellungen verbinden',
    'channels-label': 'Slack-Kanal hinzufügen',
    'channels-placeholder': 'Kanäle suchen',
    'channels-list-label': 'Slack-Kanäle',
    'channels-loading': 'Kanäle werden geladen …',
    'channels-empty': 'Keine Slack-Kanäle.',
    'channels-no-match': 'Kein Kanal passt zu „{{query}}“.',
    'channels-fetch-error': 'Fehler beim Laden der Kanäle.',
    'channels-set-error': 'Fehler beim Festlegen des Kanals.',
    'channels-count_one': '{{count}} Kanal',
    'channels-count_other': '{{count}} Kanäle',
    'channel-chosen': 'gewählt',
    'channel-private': 'privat',
    'channel-remove': 'Nicht mehr in #{{name}} posten',
    'chosen-label': 'Kanäle, die Neuigkeiten erhalten',
    'chosen-empty': 'Noch kein Kanal gewählt.',
    saving: 'Wird gespeichert …',
  },
} as const;
