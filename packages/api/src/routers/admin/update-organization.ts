import { z } from 'zod';
import { updateOrganizationAsAdmin } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId, organizationNameInput, organizationSlugInput } from './admin-schemas.ts';

export const updateOrganizationInput = z.strictObject({
  id: entityId('id'),
  data: z.strictObject({ name: z.optional(organizationNameInput), slug: z.optional(organizationSlugInput) }),
});

export const updateOrganizationProcedure = authedProcedure
  .input(updateOrganizationInput)
  .output(z.object({ id: z.string(), name: z.string(), slug: z.string() }))
  .mutation(({ ctx, input }) => updateOrganizationAsAdmin({ db: ctx.db, actor: ctx.actor }, input));
