import type { Catalogue } from './types.ts';
import type { enDataTable } from './en-data-table.ts';

/** German: die Wörter der Datentabelle des Design-Systems (formell, Sie). */
export const deDataTable: Pick<Catalogue, keyof typeof enDataTable> = {
  Table: {
    'page-of': 'Seite {{page}} von {{pages}}',
    'previous-page': 'Vorherige Seite',
    'next-page': 'Nächste Seite',
    'sort-by': 'Nach {{column}} sortieren',
  },
};
