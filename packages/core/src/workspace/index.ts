export { parseLogoUpload } from './logo-image.ts';
export { getWorkspace, updateWorkspace, uploadLogo, removeLogo, unsafeGetOrganizationLogo } from './workspace.ts';
