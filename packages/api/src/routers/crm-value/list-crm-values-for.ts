import { z } from 'zod';
import { listCrmValuesFor } from '@creatorlens/core/crm';
import { CRM_FIELD_TYPES, CRM_SUBJECT_TYPES } from '@creatorlens/db/schema';
import { authedProcedure } from '../../trpc.ts';

export const crmSubjectInput = {
  subjectType: z.enum(CRM_SUBJECT_TYPES),
  /** The artist's id (not its slug) or the channel's id. */
  subjectId: z.uuid('subjectId must be an artist or channel id'),
};

export const listCrmValuesForInput = z.strictObject(crmSubjectInput);

export const crmFieldValueOutput = z.object({
  fieldId: z.string(),
  name: z.string(),
  type: z.enum(CRM_FIELD_TYPES),
  options: z.array(z.string()),
  value: z.string().nullable(),
  /** Epoch milliseconds. */
  updatedAt: z.number().nullable(),
});

/** Every CRM field of the organisation with this artist's or channel's value (null when unset). */
export const listCrmValuesForProcedure = authedProcedure
  .input(listCrmValuesForInput)
  .output(z.array(crmFieldValueOutput))
  .query(({ ctx, input }) => listCrmValuesFor({ db: ctx.db, actor: ctx.actor }, input));
