import { z } from 'zod';
import { moveCrmField } from '@creatorlens/core/crm';
import { authedProcedure } from '../../trpc.ts';
import { crmFieldOutput } from './crm-field-schema.ts';

export const moveCrmFieldInput = z.strictObject({
  id: z.uuid('id must be a CRM field id'),
  /** 0-based target position; beyond the end means last. */
  toIndex: z.number().int('toIndex must be a whole number').min(0, 'toIndex must be 0 or more'),
});

/** Answers the whole list in its new order. */
export const moveCrmFieldProcedure = authedProcedure
  .input(moveCrmFieldInput)
  .output(z.array(crmFieldOutput))
  .mutation(({ ctx, input }) => moveCrmField({ db: ctx.db, actor: ctx.actor }, input));
