import { z } from 'zod';
import { assignLicense } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId, licenseSummaryOutput, uuidId } from './admin-schemas.ts';

export const assignLicenseInput = z.strictObject({ organizationId: entityId('organizationId'), templateId: uuidId('templateId') });

export const assignLicenseProcedure = authedProcedure
  .input(assignLicenseInput)
  .output(licenseSummaryOutput)
  .mutation(({ ctx, input }) => assignLicense({ db: ctx.db, actor: ctx.actor }, input, ctx.now()));
