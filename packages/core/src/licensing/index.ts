// Exports of the licensing area.
export { ensureLicenseTemplates } from './license-templates.ts';
