import { z } from 'zod';
import { PLATFORMS } from '@creatorlens/db';
import { getOrganizationAsAdmin } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId, licenseSummaryOutput, orgRoleSchema } from './admin-schemas.ts';

export const getOrganizationInput = z.strictObject({ organizationId: entityId('organizationId') });

export const licenseConstraintsOutput = z.object({
  maxChannelsPerManualWatchlist: z.number(),
  readablePlatforms: z.array(z.enum(PLATFORMS)),
  seats: z.number(),
  monthlyCredits: z.number(),
});

export const adminOrganizationDetailOutput = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.number(),
  members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), role: orgRoleSchema })),
  license: licenseSummaryOutput.extend({ templateId: z.string().nullable(), constraints: licenseConstraintsOutput }).nullable(),
  accountManager: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});

export const getOrganizationProcedure = authedProcedure
  .input(getOrganizationInput)
  .output(adminOrganizationDetailOutput)
  .query(({ ctx, input }) => getOrganizationAsAdmin({ db: ctx.db, actor: ctx.actor }, input, ctx.now()));
