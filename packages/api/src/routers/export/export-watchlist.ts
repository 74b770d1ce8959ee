import { z } from 'zod';
import { exportWatchlist } from '@creatorlens/core/exports';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { csvStyleInput, exportFileOutput, exportFormatInput, exportLocaleInput, toExportFileOutput } from './export-schemas.ts';

/** export.exportWatchlist: a watchlist's channels with their figures as CSV or XLSX (read permission on watchlists), charged per 100 rows. */
export const exportWatchlistProcedure = replicaReadProcedure
  .input(z.strictObject({ id: z.uuid(), format: exportFormatInput, locale: exportLocaleInput, csvStyle: csvStyleInput }))
  .output(exportFileOutput)
  .query(async ({ ctx, input }) =>
    toExportFileOutput(await exportWatchlist({ db: ctx.db, actor: ctx.actor }, { ...input, now: ctx.now() })),
  );
