import { z } from 'zod';
import { storedCreatorFilterSchema } from '@creatorlens/contracts';
import { discoveryPlatformSchema } from './creator-filters-schema.ts';

export const savedSearchOutput = z.object({
  id: z.string(),
  name: z.string(),
  platform: discoveryPlatformSchema,
  // The same schema core reads the stored filter with (a field an older rule let through is dropped).
  filters: storedCreatorFilterSchema,
  ownerId: z.string(),
  /** Whether the caller saved it (any member of the organisation may still use or delete it). */
  isMine: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
