import type { Catalogue } from './types.ts';
import type { enContentSearch } from './en-content-search.ts';

/** German: geschätzte Trefferzahlen der Content-Suche (häufige Wörter werden nicht gezählt) und Seiten per Cursor (Sie). */
export const deContentSearch: Pick<Catalogue, keyof typeof enContentSearch> = {
  ContentSearch: {
    'posts-estimate_one': 'etwa {{formatted}} Beitrag',
    'posts-estimate_other': 'etwa {{formatted}} Beiträge',
    'posts-estimate-capped': 'mehr als {{formatted}} Beiträge (geschätzt)',
    'estimate-hint': 'Die Wörter sind häufig, daher wird die Trefferzahl geschätzt statt gezählt. Jede Seite bleibt erreichbar.',
  },
};
