import { router } from '../../trpc.ts';
import { createLicenseTemplateProcedure } from './create-license-template.ts';
import { deleteLicenseTemplateProcedure } from './delete-license-template.ts';
import { listLicenseTemplatesProcedure } from './list-license-templates.ts';
import { updateLicenseTemplateProcedure } from './update-license-template.ts';

/** Licence templates (plans) of the platform; platform admins only. */
export const licenseTemplateRouter = router({
  listLicenseTemplates: listLicenseTemplatesProcedure,
  createLicenseTemplate: createLicenseTemplateProcedure,
  updateLicenseTemplate: updateLicenseTemplateProcedure,
  deleteLicenseTemplate: deleteLicenseTemplateProcedure,
});
