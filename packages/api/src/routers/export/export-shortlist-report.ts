import { z } from 'zod';
import { MAX_LOGO_BASE64_LENGTH, MAX_LOGO_BYTES, agencyNameSchema } from '@creatorlens/contracts';
import { exportShortlistReport } from '@creatorlens/core/exports';
import { authedProcedure } from '../../trpc.ts';
import { exportFileOutput, exportLocaleInput, toExportFileOutput } from './export-schemas.ts';

/** The name printed on reports that are not white-labelled. */
const PRODUCT_NAME = 'Creatorlens';

export const exportShortlistReportInput = z.strictObject({
  subject: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('watchlist'), id: z.uuid() }),
    z.strictObject({ kind: z.literal('campaign'), id: z.uuid() }),
  ]),
  locale: exportLocaleInput,
  isWhiteLabel: z.boolean().default(false),
  agencyName: z.optional(agencyNameSchema),
  logoBase64: z
    .string()
    .max(MAX_LOGO_BASE64_LENGTH, `The logo may be at most ${MAX_LOGO_BYTES / 1024} KB.`)
    .optional(),
  useOrganizationLogo: z.boolean().default(true),
});

/** export.exportShortlistReport: a watchlist's or campaign's creators as a PDF shortlist (optionally white-labelled), charged per 100 creators. */
export const exportShortlistReportProcedure = authedProcedure
  .input(exportShortlistReportInput)
  .output(exportFileOutput)
  .mutation(async ({ ctx, input }) =>
    toExportFileOutput(
      await exportShortlistReport({ db: ctx.db, actor: ctx.actor }, { ...input, productName: PRODUCT_NAME, now: ctx.now() }),
    ),
  );
