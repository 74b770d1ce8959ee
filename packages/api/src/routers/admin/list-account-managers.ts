import { z } from 'zod';
import { listAccountManagers } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';

export const accountManagerOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  organizationCount: z.number(),
});

export const listAccountManagersProcedure = authedProcedure
  .output(z.array(accountManagerOutput))
  .query(({ ctx }) => listAccountManagers({ db: ctx.db, actor: ctx.actor }));
