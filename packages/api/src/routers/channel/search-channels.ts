import { z } from 'zod';
import { searchChannels } from '@creatorlens/core/discovery';
import { PLATFORMS } from '@creatorlens/db';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { channelSearchHit } from './channel-schemas.ts';

export const searchChannelsInput = z.strictObject({
  /** A name, a handle (with or without @) or a profile URL. */
  q: z.string().trim().min(1, 'q is required').max(200, 'q has at most 200 characters'),
  platforms: z.array(z.enum(PLATFORMS)).min(1, 'platforms must name at least one platform when given').max(PLATFORMS.length).optional(),
  limit: z.number().int().min(1).max(20).default(8),
});

export const searchChannelsOutput = z.array(channelSearchHit);

/** channel.searchChannels: as-you-type; exact handle first, then handle prefix, then similar names, ties by followers. */
export const searchChannelsProcedure = replicaReadProcedure
  .input(searchChannelsInput)
  .output(searchChannelsOutput)
  .query(({ ctx, input }) => searchChannels({ db: ctx.db, actor: ctx.actor }, input));
