import { router } from '../../trpc.ts';
import { shellSearchProcedure } from './search.ts';

export const shellRouter = router({
  searchEverything: shellSearchProcedure,
});
