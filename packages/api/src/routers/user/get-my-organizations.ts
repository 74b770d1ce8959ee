import { listMyOrganizations } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';

export const getMyOrganizationsProcedure = authedProcedure.query(({ ctx }) =>
  listMyOrganizations({ db: ctx.db, actor: ctx.actor }, ctx.now()),
);
