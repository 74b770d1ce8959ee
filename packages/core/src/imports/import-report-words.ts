import { translateFor } from '@creatorlens/i18n';
import { IMPORT_REASONS, type ImportReason } from './import-limits.ts';

/*
 * The words of the downloadable import error report in the two product languages: the catalogue's own texts
 * (Imports.column-*, Imports.reason-*, which the import dialog shows too) and the file name's suffix
 * (ImportReportTexts). apps/server/test/imports-report-words.test.ts checks the reasons name the current limits.
 */

export type ImportReportLocale = 'en' | 'de';
export const IMPORT_REPORT_LOCALES = ['en', 'de'] as const;

interface ImportReportWords {
  columns: { row: string; input: string; reason: string };
  /** Appended to the uploaded file's name: creators.csv -> creators-errors.csv. */
  fileSuffix: string;
  reasons: Record<ImportReason, string>;
}

function importReportWords(locale: ImportReportLocale): ImportReportWords {
  const t = translateFor(locale);
  return {
    columns: { row: t('Imports.column-row'), input: t('Imports.column-input'), reason: t('Imports.column-reason') },
    fileSuffix: t('ImportReportTexts.file-suffix'),
    reasons: Object.fromEntries(IMPORT_REASONS.map((reason) => [reason, t(`Imports.reason-${reason}`)])) as Record<ImportReason, string>,
  };
}

export const IMPORT_REPORT_WORDS: Record<ImportReportLocale, ImportReportWords> = {
  en: importReportWords('en'),
  de: importReportWords('de'),
};
