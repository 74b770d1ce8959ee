import { z } from 'zod';
import { exportDiscoveryResults } from '@creatorlens/core/exports';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { checkCreatorRanges, creatorFilterInputFields } from '@creatorlens/contracts';
import { discoveryPlatformSchema } from '../discovery/creator-filters-schema.ts';
import { csvStyleInput, exportFileOutput, exportFormatInput, exportLocaleInput, toExportFileOutput } from './export-schemas.ts';

/** export.exportDiscoveryResults: the first results of a creator search (searchCreators' filters, no paging) as CSV or XLSX, charged per 100 rows. */
export const exportDiscoveryResultsProcedure = replicaReadProcedure
  .input(
    z.strictObject({
      search: z.strictObject({ platform: discoveryPlatformSchema, ...creatorFilterInputFields }).superRefine(checkCreatorRanges),
      format: exportFormatInput,
      locale: exportLocaleInput,
      csvStyle: csvStyleInput,
    }),
  )
  .output(exportFileOutput)
  .query(async ({ ctx, input }) =>
    toExportFileOutput(await exportDiscoveryResults({ db: ctx.db, actor: ctx.actor }, { ...input, now: ctx.now() })),
  );
