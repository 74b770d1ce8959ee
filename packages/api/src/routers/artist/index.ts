import { router } from '../../trpc.ts';
import { getArtistBySlugProcedure } from './get-artist-by-slug.ts';

export const artistRouter = router({ getArtistBySlug: getArtistBySlugProcedure });
