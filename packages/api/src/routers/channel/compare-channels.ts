import { z } from 'zod';
import { compareChannels } from '@creatorlens/core/discovery';
import { authedProcedure } from '../../trpc.ts';
import { figureFlagOutput } from '../intelligence/get-channel-intelligence.ts';
import { channelFigures, channelLinkFields, figureBasisOutput } from './channel-schemas.ts';

export const compareChannelsInput = z.strictObject({
  ids: z
    .array(z.uuid('Channel ids are UUIDs'))
    .min(2, 'Compare at least 2 channels')
    .max(6, 'Compare at most 6 channels')
    .refine((ids) => new Set(ids).size === ids.length, 'Each channel can be compared only once'),
});

export const compareChannelsOutput = z.object({
  channels: z.array(
    z.object({
      id: z.string(),
      ...channelLinkFields,
      ...channelFigures.shape,
      /** The follower count's source; each derived figure names its own basis (date, source or why it is "–"). */
      source: z.string(),
      figureBasis: figureBasisOutput,
      figureFlags: z.array(figureFlagOutput),
    }),
  ),
  /** One line per channel in the order asked, daily points oldest first, at most the last 365 days. */
  growth: z.array(z.object({ channelId: z.string(), points: z.array(z.object({ day: z.string(), followers: z.number() })) })),
});

/** channel.compareChannels: 2 to 6 channels side by side; an unknown id answers NOT_FOUND. */
export const compareChannelsProcedure = authedProcedure
  .input(compareChannelsInput)
  .output(compareChannelsOutput)
  .query(({ ctx, input }) => compareChannels({ db: ctx.db, actor: ctx.actor }, input));
