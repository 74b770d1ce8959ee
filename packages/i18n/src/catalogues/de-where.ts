import type { enWhere } from './en-where.ts';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Deutsch: wo ein Creator lebt und für welchen Markt eine Liste ihn führt (Issue 38, wer und wo). */
export const deWhere: Strings<typeof enWhere> = {
  WhereNote: {
    title: 'Wo',
    'home-country': 'Heimatland: {{country}}',
    'home-country-source': 'laut {{source}}',
    'home-unknown': 'Heimatland: unbekannt – keine Quelle nennt es',
    'listed-market': 'Gelistet für den Markt: {{country}}',
    'listed-market-source': 'von {{source}}; eine Liste beliebter Creator dort, nicht der Wohnort',
    'source-bio': 'der Profil-Bio',
  },
};
