import { z } from 'zod';
import { WORKSPACE_LANGUAGES } from '@creatorlens/contracts';

export const workspaceOutput = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  defaultLanguage: z.enum(WORKSPACE_LANGUAGES),
  canUpdate: z.boolean(),
});
