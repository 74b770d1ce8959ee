import { z } from 'zod';
import { deleteLicenseTemplate } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { templateId } from './license-template-schemas.ts';

export const deleteLicenseTemplateInput = z.strictObject({ id: templateId });

export const deleteLicenseTemplateProcedure = authedProcedure
  .input(deleteLicenseTemplateInput)
  .output(z.object({ id: z.string(), detachedLicenseCount: z.number() }))
  .mutation(({ ctx, input }) => deleteLicenseTemplate({ db: ctx.db, actor: ctx.actor }, input));
