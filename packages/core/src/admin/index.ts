// The admin area's public surface; paging and LIKE helpers stay internal so they never clash with other modules.
export { requirePlatformAdmin, type AdminPage, type AdminPageInput } from './require-platform-admin.ts';
export * from './list-users.ts';
export * from './get-user.ts';
export * from './moderate-user.ts';
export * from './list-organizations.ts';
export * from './get-organization.ts';
export * from './organization-writes.ts';
export * from './account-managers.ts';
export * from './license-templates.ts';
export { isUniqueViolation } from './unique-violation.ts';
