import { z } from 'zod';
import { emailAddressSchema } from '@creatorlens/contracts';
import { createOrganizationAsAdmin } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { organizationNameInput, organizationSlugInput, uuidId } from './admin-schemas.ts';

export const createOrganizationInput = z.strictObject({
  name: organizationNameInput,
  slug: z.optional(organizationSlugInput),
  licenseTemplateId: uuidId('licenseTemplateId'),
  /** An existing user who becomes the owner; without it the organisation starts with no members. */
  ownerEmail: z.optional(emailAddressSchema),
});

export const createOrganizationProcedure = authedProcedure
  .input(createOrganizationInput)
  .output(z.object({ id: z.string(), slug: z.string() }))
  .mutation(({ ctx, input }) => createOrganizationAsAdmin({ db: ctx.db, actor: ctx.actor }, input, ctx.now()));
