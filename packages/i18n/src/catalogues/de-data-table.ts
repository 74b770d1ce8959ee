import type { Catalogue } from './types.ts';
import type { enDataTable } from './en-data-table.ts';

/** German: die Wörter der Datentabelle des Design-Systems (formell, Sie). */
export const deDataTable: Pick<Catalogue, keyof typeof enDataTable> = {
  Table: {
    'sort-by': 'Nach {{column}} sortieren',
  },
};
