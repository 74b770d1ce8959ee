import { z } from 'zod';
import { listWatchlists } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';
import { watchlistOutput } from './watchlist-schemas.ts';

/** watchlist.listWatchlists: the organisation's watchlists in sidebar order, with counts and the manual limit. */
export const listWatchlistsProcedure = authedProcedure
  .output(z.array(watchlistOutput))
  .query(({ ctx }) => listWatchlists({ db: ctx.db, actor: ctx.actor }));
