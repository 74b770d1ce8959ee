import { z } from 'zod';
import { crmFieldNameSchema, crmFieldOptionsSchema, crmFieldTypeSchema } from '@creatorlens/contracts';
import { createCrmField } from '@creatorlens/core/crm';
import { authedProcedure } from '../../trpc.ts';
import { crmFieldOutput } from './crm-field-schema.ts';

export const createCrmFieldInput = z.strictObject({
  name: crmFieldNameSchema,
  type: crmFieldTypeSchema,
  /** Choices of a select field; ignored for other types. */
  options: z.optional(crmFieldOptionsSchema),
});

export const createCrmFieldProcedure = authedProcedure
  .input(createCrmFieldInput)
  .output(crmFieldOutput)
  .mutation(({ ctx, input }) => createCrmField({ db: ctx.db, actor: ctx.actor }, input));
