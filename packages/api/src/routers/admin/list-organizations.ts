import { z } from 'zod';
import { listOrganizationsAsAdmin } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { licenseSummaryOutput, pageOutput, pagingInput, searchInput } from './admin-schemas.ts';

export const listOrganizationsInput = z.strictObject({ ...pagingInput, search: searchInput });

export const adminOrganizationRowOutput = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  memberCount: z.number(),
  license: licenseSummaryOutput.nullable(),
  createdAt: z.number(),
});

export const listOrganizationsProcedure = authedProcedure
  .input(listOrganizationsInput)
  .output(pageOutput(adminOrganizationRowOutput))
  .query(({ ctx, input }) => listOrganizationsAsAdmin({ db: ctx.db, actor: ctx.actor }, input, ctx.now()));
