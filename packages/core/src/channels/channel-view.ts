import { readFigureBasis, readFigureFlags, type FigureBasis, type FigureFlag } from '@creatorlens/contracts';
import { schema, type Platform } from '@creatorlens/db';

export interface ChannelView {
  id: string;
  artistId: string;
  platform: Platform;
  platformId: string;
  name: string;
  handle: string;
  avatarUrl: string | null;
  /** The creator's home country, only as a source (or the bio) states it; countrySource names that source. */
  country: string | null;
  countrySource: string | null;
  /** The market a "popular in <country>" list named the channel for, with that list's source (issue 38). */
  marketCountry: string | null;
  marketSource: string | null;
  language: string | null;
  categories: string[];
  followers: number | null;
  engagementRate: number | null;
  averageViews: number | null;
  /** When the channel's figures were observed at their source (the follower count's day where one is known). */
  dataAsOf: number | null;
  /** Where the follower count (or, without one, the newest figures) comes from: a data set or connector id. */
  source: string;
  /** What the engagement rate and average views rest on, or why they are missing (contracts/figure-basis.ts). */
  figureBasis: FigureBasis;
  /** What is unusual about the figures (outlier flags, issue 38): the page marks the flagged figure, never hides it. */
  figureFlags: FigureFlag[];
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
  countrySource: schema.channel.countrySource,
  marketCountry: schema.channel.marketCountry,
  marketSource: schema.channel.marketSource,
  language: schema.channel.language,
  categories: schema.channel.categories,
  followers: schema.channel.followers,
  engagementRate: schema.channel.engagementRate,
  averageViews: schema.channel.averageViews,
  dataAsOf: schema.channel.dataAsOf,
  source: schema.channel.source,
  figureBasis: schema.channel.figureBasis,
  figureFlags: schema.channel.figureFlags,
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
    countrySource: row.countrySource,
    marketCountry: row.marketCountry,
    marketSource: row.marketSource,
    language: row.language,
    categories: row.categories ?? [],
    followers: row.followers,
    engagementRate: row.engagementRate,
    averageViews: row.averageViews,
    dataAsOf: row.dataAsOf ? row.dataAsOf.getTime() : null,
    source: row.source ?? '',
    figureBasis: readFigureBasis(row.figureBasis),
    figureFlags: readFigureFlags(row.figureFlags),
  };
}
