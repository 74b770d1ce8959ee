import { z } from 'zod';
import { PLATFORMS } from '@creatorlens/db/constants';

/** A channel as core's ChannelView answers it (artist pages, channel.getChannelsByIds). */
export const channelViewOutput = z.object({
  id: z.string(),
  artistId: z.string(),
  platform: z.enum(PLATFORMS),
  platformId: z.string(),
  name: z.string(),
  /** '' when the source knows no handle (a YouTube channel known only by its name). */
  handle: z.string(),
  avatarUrl: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  categories: z.array(z.string()),
  followers: z.number().nullable(),
  engagementRate: z.number().nullable(),
  averageViews: z.number().nullable(),
  /** When the figures were observed at their source, and that source's id (a data set or connector). */
  dataAsOf: z.number().nullable(),
  source: z.string(),
});
