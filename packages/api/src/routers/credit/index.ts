import { router } from '../../trpc.ts';
import { getBalanceProcedure } from './get-balance.ts';
import { getPriceListProcedure } from './get-price-list.ts';
import { listLedgerProcedure } from './list-ledger.ts';

export const creditRouter = router({
  getBalance: getBalanceProcedure,
  listLedger: listLedgerProcedure,
  getPriceList: getPriceListProcedure,
});
