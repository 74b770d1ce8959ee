import type { Catalogue } from './types.ts';
import type { enCampaignBoard } from './en-campaign-board.ts';

/** German: Kennzahlen des Kampagnen-Boards, die Feldauswahl, die Spaltenleiste und die Kommentare der Kampagne. */
export const deCampaignBoard: Pick<Catalogue, keyof typeof enCampaignBoard> = {
  CampaignBoard: {
    fields: 'Felder',
    'fields-menu': 'Kennzahlen für Karten und Tabelle auswählen',
    'field-followers': 'Follower',
    'field-engagement': 'Engagement-Rate',
    'field-data-as-of': 'Datenstand',
    'field-bot-risk': 'Bot-Risiko',
    'column-name-blank': 'Der Spaltenname darf nicht leer sein.',
    'comments-title': 'Kommentare zu {{name}}',
  },
};
