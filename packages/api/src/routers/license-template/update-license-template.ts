import { z } from 'zod';
import { updateLicenseTemplate } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { licenseTemplateFieldsInput, licenseTemplateOutput, templateId } from './license-template-schemas.ts';

export const updateLicenseTemplateInput = z.strictObject({ id: templateId, data: licenseTemplateFieldsInput.partial() });

export const updateLicenseTemplateProcedure = authedProcedure
  .input(updateLicenseTemplateInput)
  .output(licenseTemplateOutput)
  .mutation(({ ctx, input }) => updateLicenseTemplate({ db: ctx.db, actor: ctx.actor }, input));
