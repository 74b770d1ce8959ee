import { z } from 'zod';
import { CRM_TEXT_MAX_LENGTH } from '@creatorlens/contracts';
import { setCrmValue } from '@creatorlens/core/crm';
import { authedProcedure } from '../../trpc.ts';
import { crmSubjectInput } from './list-crm-values-for.ts';

export const setCrmValueInput = z.strictObject({
  fieldId: z.uuid('fieldId must be a CRM field id'),
  ...crmSubjectInput,
  /** Checked against the field's type in core; null (or blank) removes the value. */
  value: z.string().max(CRM_TEXT_MAX_LENGTH, `value has at most ${CRM_TEXT_MAX_LENGTH} characters`).nullable(),
});

export const setCrmValueProcedure = authedProcedure
  .input(setCrmValueInput)
  .output(z.object({ fieldId: z.string(), value: z.string().nullable(), updatedAt: z.number().nullable() }))
  .mutation(({ ctx, input }) => setCrmValue({ db: ctx.db, actor: ctx.actor }, input));
