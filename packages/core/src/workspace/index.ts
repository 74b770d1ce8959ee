export { parseLogoUpload, MAX_LOGO_BYTES } from './logo-image.ts';
export { getWorkspace, updateWorkspace, uploadLogo, removeLogo, unsafeGetOrganizationLogo, WORKSPACE_LANGUAGES } from './workspace.ts';
