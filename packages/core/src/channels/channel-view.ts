import { schema, type Platform } from '@creatorlens/db';

export interface ChannelView {
  id: string;
  artistId: string;
  platform: Platform;
  platformId: string;
  name: string;
  handle: string;
  avatarUrl: string | null;
  country: string | null;
  language: string | null;
  categories: string[];
  followers: number | null;
  engagementRate: number | null;
  averageViews: number | null;
  /** When the channel's figures were observed at their source (the follower count's day where one is known). */
  dataAsOf: number | null;
  /** Where the follower count (or, without one, the newest figures) comes from: a data set or connector id. */
  source: string;
}

/** The columns a ChannelView needs, so queries select exactly these and nothing else leaks. */
export const channelViewColumns = {
  id: schema.channel.id,
  artistId: schema.channel.artistId,
  platform: schema.channel.platform,
  platformId: schema.channel.platformId,
  name: schema.channel.name,
  handle: schema.channel.handle,
  avatarUrl: schema.channel.avatarUrl,
  country: schema.channel.country,
  language: schema.channel.language,
  categories: schema.channel.categories,
  followers: schema.channel.followers,
  engagementRate: schema.channel.engagementRate,
  averageViews: schema.channel.averageViews,
  dataAsOf: schema.channel.dataAsOf,
  source: schema.channel.source,
};

type ChannelRow = { [K in keyof typeof channelViewColumns]: (typeof channelViewColumns)[K]['_']['data'] | null };

export function toChannelView(row: ChannelRow): ChannelView {
  return {
    id: row.id!,
    artistId: row.artistId!,
    platform: row.platform!,
    platformId: row.platformId!,
    name: row.name!,
    handle: row.handle!,
    avatarUrl: row.avatarUrl,
    country: row.country,
    language: row.language,
    categories: row.categories ?? [],
    followers: row.followers,
    engagementRate: row.engagementRate,
    averageViews: row.averageViews,
    dataAsOf: row.dataAsOf ? row.dataAsOf.getTime() : null,
    source: row.source ?? '',
  };
}
