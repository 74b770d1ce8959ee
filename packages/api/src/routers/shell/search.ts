import { z } from 'zod';
import { searchEverything } from '@creatorlens/core/search';
import { authedProcedure } from '../../trpc.ts';
import { channelSearchHit } from '../channel/channel-schemas.ts';

export const shellSearchInput = z.strictObject({
  q: z.string().trim().min(1, 'q is required').max(200, 'q has at most 200 characters'),
});

const namedHit = z.object({ id: z.string(), name: z.string() });

export const shellSearchOutput = z.object({
  channels: z.array(channelSearchHit),
  artists: z.array(z.object({ slug: z.string(), name: z.string(), channelCount: z.number(), avatarUrl: z.string().nullable() })),
  campaigns: z.array(namedHit),
  watchlists: z.array(namedHit),
  tags: z.array(namedHit.extend({ color: z.string() })),
});

/** shell.searchEverything: the header search popup (channels, artists, campaigns, watchlists, tags). */
export const shellSearchProcedure = authedProcedure
  .input(shellSearchInput)
  .output(shellSearchOutput)
  .query(({ ctx, input }) => searchEverything({ db: ctx.db, actor: ctx.actor }, input));
