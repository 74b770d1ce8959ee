import { z } from 'zod';
import { deleteCrmField } from '@creatorlens/core/crm';
import { authedProcedure } from '../../trpc.ts';

export const deleteCrmFieldInput = z.strictObject({ id: z.uuid('id must be a CRM field id') });

export const deleteCrmFieldProcedure = authedProcedure
  .input(deleteCrmFieldInput)
  .output(z.object({ id: z.string(), deletedValueCount: z.number() }))
  .mutation(({ ctx, input }) => deleteCrmField({ db: ctx.db, actor: ctx.actor }, input));
