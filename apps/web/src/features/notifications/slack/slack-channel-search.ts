import type { SlackChannel } from '@knocklabs/client';

/** At most this many options in the popup: a workspace can have a thousand channels, typing narrows them. */
export const SLACK_CHANNEL_OPTION_LIMIT = 50;

/**
 * The channels whose name matches what was typed (a leading "#" is ignored, case does not matter), names that start
 * with it first, then alphabetically; direct messages are never offered.
 */
export function searchSlackChannels(channels: readonly SlackChannel[], query: string, limit = SLACK_CHANNEL_OPTION_LIMIT): SlackChannel[] {
  const needle = query.trim().replace(/^#/, '').toLowerCase();
  const matches = channels.filter((channel) => !channel.is_im && channel.name.toLowerCase().includes(needle));
  const rank = (channel: SlackChannel) => (channel.name.toLowerCase().startsWith(needle) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)).slice(0, limit);
}
