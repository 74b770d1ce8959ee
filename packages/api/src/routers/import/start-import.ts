import { z } from 'zod';
import { startImport } from '@creatorlens/core/imports';
import { authedProcedure } from '../../trpc.ts';
import { startImportInput } from './import-schemas.ts';

/** import.startImport: checks the target and the file, then queues the import job (update permission on the list). */
export const startImportProcedure = authedProcedure
  .input(startImportInput)
  .output(z.object({ jobId: z.string(), rows: z.number() }))
  .mutation(({ ctx, input }) => startImport({ db: ctx.db, actor: ctx.actor }, input, { fileLimit: ctx.rateLimits?.importOrganization }));
