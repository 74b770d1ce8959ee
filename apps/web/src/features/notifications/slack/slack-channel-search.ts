import type { SlackChannel } from '@knocklabs/client';
import { CHAT_OPTION_LIMIT, searchByName } from '../chat/chat-name-search.ts';

/** At most this many options in the popup: a workspace can have a thousand channels, typing narrows them. */
export const SLACK_CHANNEL_OPTION_LIMIT = CHAT_OPTION_LIMIT;

/**
 * The channels whose name matches what was typed (a leading "#" is ignored, case does not matter), names that start
 * with it first, then alphabetically; direct messages are never offered.
 */
export function searchSlackChannels(channels: readonly SlackChannel[], query: string, limit = SLACK_CHANNEL_OPTION_LIMIT): SlackChannel[] {
  const needle = query.trim().replace(/^#/, '');
  return searchByName(
    channels.filter((channel) => !channel.is_im),
    needle,
    (channel) => channel.name,
    limit,
  );
}
