import { z } from 'zod';
import { channelFigures, channelLinkFields } from '../channel/channel-schemas.ts';

export const watchlistOutput = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['manual', 'dynamic']),
  savedSearchId: z.string().nullable(),
  idx: z.number(),
  /** The team the watchlist is shared with; null: the whole organisation. */
  teamId: z.string().nullable(),
  createdAt: z.number(),
  usage: z.number(),
  /** The licence limit for manual lists (shown as n / max); null for dynamic lists. */
  maxChannels: z.number().nullable(),
});

/** A channel on a watchlist or tag page; shared with the tag router. */
export const listChannelOutput = z.object({
  channelId: z.string(),
  ...channelLinkFields,
  avatarUrl: z.string().nullable(),
  ...channelFigures.pick({ followers: true, engagementRate: true, followers30dGrowth: true, averageViews: true }).shape,
  addedAt: z.number().nullable(),
  followersAtAdd: z.number().nullable(),
  followersChange: z.number().nullable(),
});
