import { z } from 'zod';
import { listCrmFields } from '@creatorlens/core/crm';
import { authedProcedure } from '../../trpc.ts';
import { crmFieldOutput } from './crm-field-schema.ts';

/** The CRM fields of the caller's organisation in display order. Takes no input. */
export const listCrmFieldsProcedure = authedProcedure
  .output(z.array(crmFieldOutput))
  .query(({ ctx }) => listCrmFields({ db: ctx.db, actor: ctx.actor }));
