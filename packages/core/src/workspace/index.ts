export { parseLogoUpload, MAX_LOGO_BYTES } from './logo-image.ts';
export { getWorkspace, updateWorkspace, uploadLogo, removeLogo, unsafeGetOrganizationLogo } from './workspace.ts';
