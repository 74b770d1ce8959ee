import { z } from 'zod';
import { CRM_FIELD_NAME_MAX_LENGTH, CRM_MAX_OPTIONS, CRM_OPTION_MAX_LENGTH } from '@creatorlens/contracts';
import { CRM_FIELD_TYPES } from '@creatorlens/db/schema';

export const crmFieldTypeSchema = z.enum(CRM_FIELD_TYPES);

export const crmFieldNameSchema = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(CRM_FIELD_NAME_MAX_LENGTH, `name has at most ${CRM_FIELD_NAME_MAX_LENGTH} characters`);

export const crmFieldOptionsSchema = z
  .array(z.string().max(CRM_OPTION_MAX_LENGTH, `an option has at most ${CRM_OPTION_MAX_LENGTH} characters`))
  .max(CRM_MAX_OPTIONS, `a select field has at most ${CRM_MAX_OPTIONS} options`);

export const crmFieldOutput = z.object({
  id: z.string(),
  name: z.string(),
  type: crmFieldTypeSchema,
  options: z.array(z.string()),
  idx: z.number(),
  /** How many artists and channels have a value (what deleting the field removes). */
  valueCount: z.number(),
});
