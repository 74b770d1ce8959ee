import { z } from 'zod';
import { exportCampaign } from '@creatorlens/core/exports';
import { authedProcedure } from '../../trpc.ts';
import { exportFileOutput, exportFormatInput, toExportFileOutput } from './export-schemas.ts';

/** export.exportCampaign: a campaign's board (one row per card, board order) as CSV or XLSX. */
export const exportCampaignProcedure = authedProcedure
  .input(z.strictObject({ id: z.uuid(), format: exportFormatInput }))
  .output(exportFileOutput)
  .query(async ({ ctx, input }) => toExportFileOutput(await exportCampaign({ db: ctx.db, actor: ctx.actor }, input)));
