import { listMyOrganizations } from '@creatorlens/core/organizations';
import { authedProcedure } from '../../trpc.ts';
import { myOrganizationsOutput } from './user-schemas.ts';

export const getMyOrganizationsProcedure = authedProcedure
  .output(myOrganizationsOutput)
  .query(({ ctx }) => listMyOrganizations({ db: ctx.db, actor: ctx.actor }, ctx.now()));
