import type { Catalogue } from './types.ts';
import type { enNumbers } from './en-numbers.ts';

/** German: warum eine eingegebene Zahl abgelehnt wurde (Probleme des Zahlenlesers, Issue 39). */
export const deNumbers: Pick<Catalogue, keyof typeof enNumbers> = {
  Numbers: {
    malformed: 'Geben Sie eine Zahl ein, z. B. 1.500 oder 1.500,50.',
    ambiguous: 'Schreiben Sie Dezimalstellen mit Komma und Tausender mit Punkt, z. B. 1.500,50.',
    negative: 'Geben Sie einen Betrag von 0 oder mehr ein.',
    'too-many-decimals_one': 'Höchstens {{count}} Nachkommastelle.',
    'too-many-decimals_other': 'Höchstens {{count}} Nachkommastellen.',
  },
};
