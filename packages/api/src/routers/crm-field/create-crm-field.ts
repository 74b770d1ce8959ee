import { z } from 'zod';
import { createCrmField } from '@creatorlens/core/crm';
import { authedProcedure } from '../../trpc.ts';
import { crmFieldNameSchema, crmFieldOptionsSchema, crmFieldOutput, crmFieldTypeSchema } from './crm-field-schema.ts';

export const createCrmFieldInput = z.strictObject({
  name: crmFieldNameSchema,
  type: crmFieldTypeSchema,
  /** Choices of a select field; ignored for other types. */
  options: crmFieldOptionsSchema.optional(),
});

export const createCrmFieldProcedure = authedProcedure
  .input(createCrmFieldInput)
  .output(crmFieldOutput)
  .mutation(({ ctx, input }) => createCrmField({ db: ctx.db, actor: ctx.actor }, input));
