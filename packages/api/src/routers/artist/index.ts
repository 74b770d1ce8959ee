import { router } from '../../trpc.ts';
import { getArtistBySlugProcedure } from './get-artist-by-slug.ts';
import { getChannelAnalyticsProcedure } from './get-channel-analytics.ts';

export const artistRouter = router({ getArtistBySlug: getArtistBySlugProcedure, getChannelAnalytics: getChannelAnalyticsProcedure });
