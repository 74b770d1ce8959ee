// Exports of the organizations area: creating, listing and switching the caller's organizations.
export { addMember, createOrganization } from './create-organization.ts';
export { listMyOrganizations } from './list-my-organizations.ts';
export { switchOrganization } from './switch-organization.ts';
export { getAccountManager } from './get-account-manager.ts';
