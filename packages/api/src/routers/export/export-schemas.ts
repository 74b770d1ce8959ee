import { z } from 'zod';

export const exportFormatInput = z.enum(['csv', 'xlsx']);
/** The reader's language: headers, enumerated values, file and sheet names. */
export const exportLocaleInput = z.enum(['en', 'de']).default('en');
/** "CSV (Excel Deutsch)" or "CSV (international)"; without it German readers get the former. */
export const csvStyleInput = z.enum(['excel-de', 'international']).optional();

/** A file for the browser to save; the body is base64 because tRPC speaks JSON. */
export const exportFileOutput = z.object({
  fileName: z.string(),
  contentType: z.string(),
  base64: z.string(),
  /** Rows (creators) exported and the credits charged for them (1 per started 100 rows; 0 for guests). */
  rows: z.number().int().optional(),
  credits: z.number().int().optional(),
});

export const toExportFileOutput = (file: { fileName: string; contentType: string; body: Buffer; rows?: number; credits?: number }) => ({
  fileName: file.fileName,
  contentType: file.contentType,
  base64: file.body.toString('base64'),
  ...(file.rows === undefined ? {} : { rows: file.rows }),
  ...(file.credits === undefined ? {} : { credits: file.credits }),
});
