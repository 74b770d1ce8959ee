import { z } from 'zod';
import { switchOrganization } from '@creatorlens/core/organizations';
import { authedProcedure } from '../../trpc.ts';
import { switchOrganizationOutput } from './user-schemas.ts';

export const switchOrganizationInput = z.strictObject({
  organizationId: z.string().trim().min(1, 'organizationId is required').max(100),
});

export const switchOrganizationProcedure = authedProcedure
  .input(switchOrganizationInput)
  .output(switchOrganizationOutput)
  .mutation(({ ctx, input }) => switchOrganization({ db: ctx.db, actor: ctx.actor }, input));
