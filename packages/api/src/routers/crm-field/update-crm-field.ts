import { z } from 'zod';
import { updateCrmField } from '@creatorlens/core/crm';
import { authedProcedure } from '../../trpc.ts';
import { crmFieldNameSchema, crmFieldOptionsSchema, crmFieldOutput, crmFieldTypeSchema } from './crm-field-schema.ts';

export const updateCrmFieldInput = z.strictObject({
  id: z.uuid('id must be a CRM field id'),
  data: z.strictObject({
    name: crmFieldNameSchema.optional(),
    /** Only while the field has no values yet. */
    type: crmFieldTypeSchema.optional(),
    options: crmFieldOptionsSchema.optional(),
  }),
});

export const updateCrmFieldProcedure = authedProcedure
  .input(updateCrmFieldInput)
  .output(crmFieldOutput)
  .mutation(({ ctx, input }) => updateCrmField({ db: ctx.db, actor: ctx.actor }, input));
