import { z } from 'zod';
import { exportCampaign } from '@creatorlens/core/exports';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { csvStyleInput, exportFileOutput, exportFormatInput, exportLocaleInput, toExportFileOutput } from './export-schemas.ts';

/** export.exportCampaign: a campaign's board (one row per card, board order) as CSV or XLSX, charged per 100 rows. */
export const exportCampaignProcedure = replicaReadProcedure
  .input(z.strictObject({ id: z.uuid(), format: exportFormatInput, locale: exportLocaleInput, csvStyle: csvStyleInput }))
  .output(exportFileOutput)
  .query(async ({ ctx, input }) =>
    toExportFileOutput(await exportCampaign({ db: ctx.db, actor: ctx.actor }, { ...input, now: ctx.now() })),
  );
