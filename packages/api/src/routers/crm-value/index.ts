import { router } from '../../trpc.ts';
import { listCrmValuesForProcedure } from './list-crm-values-for.ts';
import { setCrmValueProcedure } from './set-crm-value.ts';

export const crmValueRouter = router({
  listCrmValues: listCrmValuesForProcedure,
  setCrmValue: setCrmValueProcedure,
});
