import { z } from 'zod';
import { PLATFORMS } from '@creatorlens/db/constants';
import { MISSING_REASONS } from '@creatorlens/contracts';
import { figureFlagOutput } from '../intelligence/get-channel-intelligence.ts';

const basisEntry = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('known'),
    posts: z.number().optional(),
    points: z.number().optional(),
    from: z.string(),
    to: z.string(),
  }),
  z.object({ state: z.literal('source'), source: z.string(), asOf: z.string().nullable() }),
  z.object({
    state: z.literal('missing'),
    reason: z.enum(MISSING_REASONS),
    posts: z.number().optional(),
    since: z.string().optional(),
    minimum: z.number().optional(),
  }),
]);

/** channel.figure_basis as contracts readFigureBasis answers it: what each derived figure rests on, or why it is missing. */
export const figureBasisOutput = z.object({
  averages: basisEntry.optional(),
  engagement: basisEntry.optional(),
  cadence: basisEntry.optional(),
  growth: basisEntry.optional(),
});

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
  /** Home country and the source that states it; the market a list named the channel for, and that list (issue 38). */
  country: z.string().nullable(),
  countrySource: z.string().nullable(),
  marketCountry: z.string().nullable(),
  marketSource: z.string().nullable(),
  language: z.string().nullable(),
  categories: z.array(z.string()),
  followers: z.number().nullable(),
  engagementRate: z.number().nullable(),
  averageViews: z.number().nullable(),
  /** When the figures were observed at their source, and that source's id (a data set or connector). */
  dataAsOf: z.number().nullable(),
  source: z.string(),
  figureBasis: figureBasisOutput,
  figureFlags: z.array(figureFlagOutput),
});

/** How every output that lists channels names and links one (board cards, lists, compare, discovery, home, search). */
export const channelLinkFields = {
  platform: z.enum(PLATFORMS),
  name: z.string(),
  handle: z.string(),
  artistSlug: z.string(),
};

/**
 * A channel's headline figures as every list shows them, picked per output (`channelFigures.pick({ … }).shape`).
 * null is unknown, not reported or not licensed, never 0.
 */
export const channelFigures = z.object({
  followers: z.number().nullable(),
  engagementRate: z.number().nullable(),
  followers30dGain: z.number().nullable(),
  followers30dGrowth: z.number().nullable(),
  averageViews: z.number().nullable(),
  averageLikes: z.number().nullable(),
  postsPerWeek: z.number().nullable(),
  /** Epoch milliseconds the figures were observed; null when unknown or not licensed. */
  dataAsOf: z.number().nullable(),
});

/** A channel as the as-you-type searches answer it (channel.searchChannels and the shell's search). */
export const channelSearchHit = z.object({
  id: z.string(),
  ...channelLinkFields,
  avatarUrl: z.string().nullable(),
  followers: z.number().nullable(),
  artistName: z.string(),
});
