// The admin area's public surface; paging and LIKE helpers stay internal so they never clash with other modules.
export { requirePlatformAdmin } from './require-platform-admin.ts';
export { listUsersAsAdmin } from './list-users.ts';
export { getUserAsAdmin } from './get-user.ts';
export { setUserRole, banUser, unbanUser } from './moderate-user.ts';
export { listOrganizationsAsAdmin } from './list-organizations.ts';
export { getOrganizationAsAdmin } from './get-organization.ts';
export { createOrganizationAsAdmin, updateOrganizationAsAdmin, assignLicense, setAccountManager } from './organization-writes.ts';
export { listAccountManagers, createAccountManager } from './account-managers.ts';
export { listLicenseTemplates, createLicenseTemplate, updateLicenseTemplate, deleteLicenseTemplate } from './license-templates.ts';
export { isUniqueViolation } from './unique-violation.ts';
