import { MAX_IMPORT_ROW_CHARACTERS, type ImportReason } from './import-limits.ts';
import { UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY } from '../security/limits.ts';

/*
 * The words of the downloadable import error report in the two product languages. They live here rather than in
 * packages/i18n because core may not import the UI catalogues (eslint layer rule); they are the catalogue's own texts
 * (Imports.column-*, Imports.reason-*), and apps/server/test/imports-report-words.test.ts fails when the two differ.
 */

export type ImportReportLocale = 'en' | 'de';
export const IMPORT_REPORT_LOCALES = ['en', 'de'] as const;

interface ImportReportWords {
  columns: { row: string; input: string; reason: string };
  /** Appended to the uploaded file's name: creators.csv -> creators-errors.csv. */
  fileSuffix: string;
  reasons: Record<ImportReason, string>;
}

const groupedRowLimit = (locale: ImportReportLocale) => MAX_IMPORT_ROW_CHARACTERS.toLocaleString(locale === 'de' ? 'de-DE' : 'en-US');

export const IMPORT_REPORT_WORDS: Record<ImportReportLocale, ImportReportWords> = {
  en: {
    columns: { row: 'Row', input: 'Input', reason: 'Reason' },
    fileSuffix: 'errors',
    reasons: {
      'not-a-profile': 'Not a handle or profile URL',
      'platform-missing': 'No platform: use a profile URL or a platform column',
      'platform-not-readable': 'Platform not readable with your licence',
      'duplicate-in-file': 'Already earlier in the file',
      'already-in-list': 'Already in the list',
      'watchlist-limit': 'Watchlist limit reached',
      'daily-new-channel-limit': `Not imported: daily limit of ${UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY} new channels reached (try again tomorrow)`,
      'broken-quote': 'Broken quote: a quotation mark is not closed or stands in the wrong place',
      'row-too-long': `Row longer than ${groupedRowLimit('en')} characters`,
    },
  },
  de: {
    columns: { row: 'Zeile', input: 'Eingabe', reason: 'Grund' },
    fileSuffix: 'fehler',
    reasons: {
      'not-a-profile': 'Kein Handle und keine Profil-URL',
      'platform-missing': 'Keine Plattform: Profil-URL oder Plattform-Spalte verwenden',
      'platform-not-readable': 'Plattform mit Ihrer Lizenz nicht lesbar',
      'duplicate-in-file': 'Bereits weiter oben in der Datei',
      'already-in-list': 'Bereits in der Liste',
      'watchlist-limit': 'Watchlist-Limit erreicht',
      'daily-new-channel-limit': `Nicht importiert: Tageslimit von ${UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY} neuen Kanälen erreicht (morgen erneut versuchen)`,
      'broken-quote': 'Fehlerhaftes Anführungszeichen: nicht geschlossen oder an falscher Stelle',
      'row-too-long': `Zeile länger als ${groupedRowLimit('de')} Zeichen`,
    },
  },
};
