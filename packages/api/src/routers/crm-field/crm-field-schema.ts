import { z } from 'zod';
import { crmFieldTypeSchema } from '@creatorlens/contracts';

export const crmFieldOutput = z.object({
  id: z.string(),
  name: z.string(),
  type: crmFieldTypeSchema,
  options: z.array(z.string()),
  idx: z.number(),
  /** How many artists and channels have a value (what deleting the field removes). */
  valueCount: z.number(),
});
