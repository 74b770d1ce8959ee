import { z } from 'zod';
import { IMPORT_ROW_STATUSES, getImport } from '@creatorlens/core/imports';
import { authedProcedure } from '../../trpc.ts';
import { importOutput } from './import-schemas.ts';

/** import.getImport: progress while the job runs, then the summary and a page of per-row results. */
export const getImportProcedure = authedProcedure
  .input(
    z.strictObject({
      jobId: z.uuid(),
      status: z.enum(IMPORT_ROW_STATUSES).optional(),
      offset: z.number().int().min(0).max(1_000_000).default(0),
      limit: z.number().int().min(1).max(500).default(100),
    }),
  )
  .output(importOutput)
  .query(({ ctx, input }) => getImport({ db: ctx.db, actor: ctx.actor }, input));
