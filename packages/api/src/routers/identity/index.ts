import { router } from '../../trpc.ts';
import { correctIdentityProcedure } from './correct-identity.ts';
import { deleteIdentityOverrideProcedure } from './delete-identity-override.ts';
import { getArtistIdentityProcedure } from './get-artist-identity.ts';
import { listGlobalDecisionsProcedure } from './list-global-decisions.ts';

/** Who is one person across platforms: the evidence, and corrections by organisation admins and platform admins. */
export const identityRouter = router({
  getArtistIdentity: getArtistIdentityProcedure,
  correctIdentity: correctIdentityProcedure,
  deleteIdentityOverride: deleteIdentityOverrideProcedure,
  listGlobalDecisions: listGlobalDecisionsProcedure,
});
