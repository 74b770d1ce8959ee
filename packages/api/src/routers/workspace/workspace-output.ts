import { z } from 'zod';

export const workspaceOutput = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  defaultLanguage: z.enum(['en', 'de']),
  canUpdate: z.boolean(),
});
