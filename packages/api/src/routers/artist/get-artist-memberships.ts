import { z } from 'zod';
import { getArtistMemberships } from '@creatorlens/core/artists';
import { PLATFORMS } from '@creatorlens/db/constants';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { tagColorInput } from '../tag/tag-schemas.ts';
import { getArtistBySlugInput } from './get-artist-by-slug.ts';

/** The same slug rule as the artist page: the page asks with the slug it shows. */
export const getArtistMembershipsInput = getArtistBySlugInput;

export const getArtistMembershipsOutput = z.object({
  channels: z.array(z.object({ id: z.string(), name: z.string(), platform: z.enum(PLATFORMS) })),
  canReadCampaigns: z.boolean(),
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isDraft: z.boolean(),
      cards: z.array(z.object({ channelId: z.string(), columnName: z.string().nullable() })),
    }),
  ),
  canReadWatchlists: z.boolean(),
  watchlists: z.array(z.object({ id: z.string(), name: z.string(), channelIds: z.array(z.string()) })),
  tags: z.array(z.object({ id: z.string(), name: z.string(), color: tagColorInput, channelIds: z.array(z.string()) })),
});

export const getArtistMembershipsProcedure = replicaReadProcedure
  .input(getArtistMembershipsInput)
  .output(getArtistMembershipsOutput)
  .query(({ ctx, input }) => getArtistMemberships({ db: ctx.db, actor: ctx.actor }, input));
