import { createLicenseTemplate } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { licenseTemplateFieldsInput, licenseTemplateOutput } from './license-template-schemas.ts';

export const createLicenseTemplateInput = licenseTemplateFieldsInput;

export const createLicenseTemplateProcedure = authedProcedure
  .input(createLicenseTemplateInput)
  .output(licenseTemplateOutput)
  .mutation(({ ctx, input }) => createLicenseTemplate({ db: ctx.db, actor: ctx.actor }, input));
