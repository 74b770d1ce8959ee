import { z } from 'zod';
import { PLATFORMS } from '@creatorlens/db';

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
  platform: z.enum(PLATFORMS),
  name: z.string(),
  handle: z.string(),
  avatarUrl: z.string().nullable(),
  artistSlug: z.string(),
  followers: z.number().nullable(),
  engagementRate: z.number().nullable(),
  followers30dGrowth: z.number().nullable(),
  averageViews: z.number().nullable(),
  addedAt: z.number().nullable(),
  followersAtAdd: z.number().nullable(),
  followersChange: z.number().nullable(),
});
