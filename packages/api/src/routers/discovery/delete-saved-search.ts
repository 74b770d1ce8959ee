import { z } from 'zod';
import { deleteSavedSearch } from '@creatorlens/core/discovery';
import { authedProcedure } from '../../trpc.ts';

export const deleteSavedSearchInput = z.strictObject({ id: z.uuid('Saved search ids are UUIDs') });

export const deleteSavedSearchOutput = z.object({ id: z.string() });

export const deleteSavedSearchProcedure = authedProcedure
  .input(deleteSavedSearchInput)
  .output(deleteSavedSearchOutput)
  .mutation(({ ctx, input }) => deleteSavedSearch({ db: ctx.db, actor: ctx.actor }, input));
