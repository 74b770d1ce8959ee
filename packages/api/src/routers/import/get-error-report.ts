import { z } from 'zod';
import { IMPORT_REPORT_LOCALES, getImportErrorReport } from '@creatorlens/core/imports';
import { authedProcedure } from '../../trpc.ts';

/** import.getErrorReport: the invalid rows as CSV (row, input, reason) in the app's language, for the browser to save. */
export const getImportErrorReportProcedure = authedProcedure
  .input(z.strictObject({ jobId: z.uuid(), locale: z.enum(IMPORT_REPORT_LOCALES).default('en') }))
  .output(z.object({ fileName: z.string(), csv: z.string(), rows: z.number() }))
  .query(({ ctx, input }) => getImportErrorReport({ db: ctx.db, actor: ctx.actor }, input));
