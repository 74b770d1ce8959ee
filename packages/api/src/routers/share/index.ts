import { router } from '../../trpc.ts';
import { createShareLinkProcedure } from './create-share-link.ts';
import { listShareLinksProcedure } from './list-share-links.ts';
import { revokeShareLinkProcedure } from './revoke-share-link.ts';

export const shareRouter = router({
  listShareLinks: listShareLinksProcedure,
  createShareLink: createShareLinkProcedure,
  revokeShareLink: revokeShareLinkProcedure,
});
