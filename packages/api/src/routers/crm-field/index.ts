import { router } from '../../trpc.ts';
import { createCrmFieldProcedure } from './create-crm-field.ts';
import { deleteCrmFieldProcedure } from './delete-crm-field.ts';
import { listCrmFieldsProcedure } from './list-crm-fields.ts';
import { moveCrmFieldProcedure } from './move-crm-field.ts';
import { updateCrmFieldProcedure } from './update-crm-field.ts';

export const crmFieldRouter = router({
  listCrmFields: listCrmFieldsProcedure,
  createCrmField: createCrmFieldProcedure,
  updateCrmField: updateCrmFieldProcedure,
  deleteCrmField: deleteCrmFieldProcedure,
  moveCrmField: moveCrmFieldProcedure,
});
