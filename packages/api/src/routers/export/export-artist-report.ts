import { z } from 'zod';
import { renderArtistReport } from '@creatorlens/core/exports';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { exportFileOutput, toExportFileOutput } from './export-schemas.ts';

/** The name printed on reports. */
const PRODUCT_NAME = 'Creatorlens';

/** export.exportArtistReport: the artist's PDF report with KPIs and charts, in the reader's language. */
export const exportArtistReportProcedure = replicaReadProcedure
  .input(z.strictObject({ slug: z.string().trim().min(1).max(200), locale: z.enum(['en', 'de']).default('en') }))
  .output(exportFileOutput)
  .query(async ({ ctx, input }) =>
    toExportFileOutput(await renderArtistReport({ db: ctx.db, actor: ctx.actor }, { ...input, productName: PRODUCT_NAME, now: ctx.now() })),
  );
