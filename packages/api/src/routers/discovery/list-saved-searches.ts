import { z } from 'zod';
import { listSavedSearches } from '@creatorlens/core/discovery';
import { authedProcedure } from '../../trpc.ts';
import { savedSearchOutput } from './saved-search-output.ts';

export const listSavedSearchesOutput = z.array(savedSearchOutput);

/** The saved searches of the caller's active organisation, oldest first. Takes no input. */
export const listSavedSearchesProcedure = authedProcedure
  .output(listSavedSearchesOutput)
  .query(({ ctx }) => listSavedSearches({ db: ctx.db, actor: ctx.actor }));
