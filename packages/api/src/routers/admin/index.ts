import { router } from '../../trpc.ts';
import { assignLicenseProcedure } from './assign-license.ts';
import { banUserProcedure } from './ban-user.ts';
import { createAccountManagerProcedure } from './create-account-manager.ts';
import { createOrganizationProcedure } from './create-organization.ts';
import { getOrganizationProcedure } from './get-organization.ts';
import { getUserProcedure } from './get-user.ts';
import { listAccountManagersProcedure } from './list-account-managers.ts';
import { listOrganizationsProcedure } from './list-organizations.ts';
import { listUsersProcedure } from './list-users.ts';
import { setAccountManagerProcedure } from './set-account-manager.ts';
import { setUserRoleProcedure } from './set-user-role.ts';
import { unbanUserProcedure } from './unban-user.ts';
import { updateOrganizationProcedure } from './update-organization.ts';

/** The platform admin area; every procedure is refused (FORBIDDEN) unless the caller has the user role admin. */
export const adminRouter = router({
  listUsers: listUsersProcedure,
  getUser: getUserProcedure,
  setUserRole: setUserRoleProcedure,
  banUser: banUserProcedure,
  unbanUser: unbanUserProcedure,
  listOrganizations: listOrganizationsProcedure,
  getOrganization: getOrganizationProcedure,
  createOrganization: createOrganizationProcedure,
  updateOrganization: updateOrganizationProcedure,
  assignLicense: assignLicenseProcedure,
  setAccountManager: setAccountManagerProcedure,
  listAccountManagers: listAccountManagersProcedure,
  createAccountManager: createAccountManagerProcedure,
});
