import { z } from 'zod';
import { creatorFiltersOutput, discoveryPlatformSchema } from './creator-filters-schema.ts';

export const savedSearchOutput = z.object({
  id: z.string(),
  name: z.string(),
  platform: discoveryPlatformSchema,
  filters: creatorFiltersOutput,
  ownerId: z.string(),
  /** Whether the caller saved it (any member of the organisation may still use or delete it). */
  isMine: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
