import { z } from 'zod';
import { crmFieldNameSchema, crmFieldOptionsSchema, crmFieldTypeSchema } from '@creatorlens/contracts';
import { updateCrmField } from '@creatorlens/core/crm';
import { authedProcedure } from '../../trpc.ts';
import { crmFieldOutput } from './crm-field-schema.ts';

export const updateCrmFieldInput = z.strictObject({
  id: z.uuid('id must be a CRM field id'),
  data: z.strictObject({
    name: z.optional(crmFieldNameSchema),
    /** Only while the field has no values yet. */
    type: z.optional(crmFieldTypeSchema),
    options: z.optional(crmFieldOptionsSchema),
  }),
});

export const updateCrmFieldProcedure = authedProcedure
  .input(updateCrmFieldInput)
  .output(crmFieldOutput)
  .mutation(({ ctx, input }) => updateCrmField({ db: ctx.db, actor: ctx.actor }, input));
