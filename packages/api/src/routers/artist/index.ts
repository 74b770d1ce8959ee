import { router } from '../../trpc.ts';
import { getArtistBySlugProcedure } from './get-artist-by-slug.ts';
import { getArtistMembershipsProcedure } from './get-artist-memberships.ts';
import { getChannelAnalyticsProcedure } from './get-channel-analytics.ts';

export const artistRouter = router({
  getArtistBySlug: getArtistBySlugProcedure,
  getArtistMemberships: getArtistMembershipsProcedure,
  getChannelAnalytics: getChannelAnalyticsProcedure,
});
