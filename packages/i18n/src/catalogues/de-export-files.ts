import type { Catalogue } from './types.ts';
import type { enExportFiles } from './en-export-files.ts';

/** Deutsch: Formate und Kosten im Export-Menü, der Dialog für die PDF-Shortlist und die Ergebnisse eines Exports. */
export const deExportFiles: Pick<Catalogue, keyof typeof enExportFiles> = {
  ExportMenu: {
    'csv-excel-de': 'CSV (Excel Deutsch)',
    'csv-excel-de-hint': 'Semikolons, Dezimalkomma, TT.MM.JJJJ',
    'csv-international': 'CSV (international)',
    'csv-international-hint': 'Kommas, Dezimalpunkt, ISO-Datumsangaben',
    xlsx: 'Excel (XLSX)',
    'pdf-shortlist': 'PDF-Shortlist …',
    cost: '1 Credit je 100 Zeilen',
    charged_one: '{{rows}} Zeilen exportiert, {{count}} Credit abgebucht.',
    charged_other: '{{rows}} Zeilen exportiert, {{count}} Credits abgebucht.',
    'not-enough-credits':
      'Nicht genügend Credits für diesen Export (1 Credit je angefangene 100 Zeilen). Es wurde nichts exportiert und nichts abgebucht.',
    'shortlist-title': 'PDF-Shortlist',
    'shortlist-description':
      'Alle Creator dieser Liste mit Kennzahlen, Datenstand, Bot-Risiko und gesponserten Beiträgen. Kostet 1 Credit je 100 Creator.',
    'white-label': 'White Label: ohne den Namen Creatorlens',
    'agency-name': 'Name der Agentur',
    'agency-name-hint': 'Steht in Kopf- und Fußzeile. Leer: der Name Ihrer Organisation.',
    logo: 'Logo',
    'logo-hint': 'PNG oder JPEG, höchstens 512 KB. Ohne Upload wird das Logo Ihrer Organisation verwendet, falls vorhanden.',
    'logo-choose': 'Logo auswählen',
    'logo-chosen': 'Ausgewählt: {{name}}',
    'logo-clear': 'Entfernen',
    'logo-wrong-type': 'Das Logo muss ein PNG- oder JPEG-Bild sein.',
    'logo-read-failed': 'Die Datei konnte nicht gelesen werden.',
    'logo-too-large': 'Das Logo ist größer als 512 KB.',
    'use-organization-logo': 'Logo meiner Organisation verwenden, wenn kein Logo ausgewählt ist',
    'create-pdf': 'PDF erstellen',
    cancel: 'Abbrechen',
  },
};
