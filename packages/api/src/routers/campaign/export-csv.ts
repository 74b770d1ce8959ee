import { z } from 'zod';
import { exportCampaignCsv } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';
import { idInput } from './campaign-schemas.ts';

/** campaign.exportCsv: the board as CSV text (escaped, formula-guarded) with a file name. */
export const exportCsvProcedure = authedProcedure
  .input(idInput)
  .output(z.object({ filename: z.string(), csv: z.string(), rows: z.number() }))
  .query(({ ctx, input }) => exportCampaignCsv({ db: ctx.db, actor: ctx.actor }, input));
