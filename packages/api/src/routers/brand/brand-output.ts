import { z } from 'zod';

/** A brand as chips and links show it. */
export const brandChipOutput = z.object({ id: z.string(), slug: z.string(), name: z.string(), color: z.string().nullable() });

/** A brand slug in a URL: letters, digits and hyphens. */
export const brandSlugSchema = z
  .string()
  .trim()
  .min(1, 'slug is required')
  .max(120)
  .regex(/^[a-zA-Z0-9-]+$/, 'A slug contains only letters, digits and hyphens');
