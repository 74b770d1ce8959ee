import { router } from '../../trpc.ts';
import { deleteSavedSearchProcedure } from './delete-saved-search.ts';
import { listCategoryCountsProcedure } from './list-category-counts.ts';
import { listSavedSearchesProcedure } from './list-saved-searches.ts';
import { saveSearchProcedure } from './save-search.ts';
import { searchContentProcedure } from './search-content.ts';
import { searchCreatorsProcedure } from './search-creators.ts';
import { searchPeopleProcedure } from './search-people.ts';

export const discoveryRouter = router({
  searchCreators: searchCreatorsProcedure,
  saveSearch: saveSearchProcedure,
  listSavedSearches: listSavedSearchesProcedure,
  deleteSavedSearch: deleteSavedSearchProcedure,
  searchContent: searchContentProcedure,
  listCategoryCounts: listCategoryCountsProcedure,
  searchPeople: searchPeopleProcedure,
});
