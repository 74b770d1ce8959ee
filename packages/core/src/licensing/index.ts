// Exports of the licensing area.
export { ensureLicenseTemplates, assignLicenseFromTemplate } from './license-templates.ts';
export { PLAN_PLATFORMS } from './default-templates.ts';
