import { router } from '../../trpc.ts';
import { getAccountManagerProcedure } from './get-account-manager.ts';
import { getGuestExpirationProcedure } from './get-guest-expiration.ts';
import { getMyOrganizationsProcedure } from './get-my-organizations.ts';
import { getSessionUserProcedure } from './get-session-user.ts';
import { listAccountMailsProcedure } from './list-account-mails.ts';
import { switchOrganizationProcedure } from './switch-organization.ts';
import { updateProfileProcedure } from './update-profile.ts';

export const userRouter = router({
  getSessionUser: getSessionUserProcedure,
  getMyOrganizations: getMyOrganizationsProcedure,
  switchOrganization: switchOrganizationProcedure,
  getGuestExpiration: getGuestExpirationProcedure,
  getAccountManager: getAccountManagerProcedure,
  updateProfile: updateProfileProcedure,
  listAccountMails: listAccountMailsProcedure,
});
