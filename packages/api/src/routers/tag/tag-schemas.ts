import { z } from 'zod';
import { schema } from '@creatorlens/db';

export const tagColorInput = z.enum(schema.TAG_COLORS);

export const tagOutput = z.object({
  id: z.string(),
  name: z.string(),
  color: tagColorInput,
  idx: z.number(),
  createdAt: z.number(),
  usage: z.number(),
});
