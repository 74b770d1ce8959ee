import { router } from '../../trpc.ts';
import { getPublicArtistProcedure } from './get-public-artist.ts';
import { listPlansProcedure } from './list-plans.ts';
import { searchCreatorsProcedure } from './search-creators.ts';

export const siteRouter = router({
  searchCreators: searchCreatorsProcedure,
  listPlans: listPlansProcedure,
  getPublicArtist: getPublicArtistProcedure,
});
