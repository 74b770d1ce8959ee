import { router } from '../../trpc.ts';
import { getImportErrorReportProcedure } from './get-error-report.ts';
import { getImportProcedure } from './get-import.ts';
import { startImportProcedure } from './start-import.ts';

export const importRouter = router({
  startImport: startImportProcedure,
  getImport: getImportProcedure,
  getErrorReport: getImportErrorReportProcedure,
});
