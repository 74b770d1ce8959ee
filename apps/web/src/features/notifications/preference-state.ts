import type { PreferenceSet } from '@knocklabs/client';

/** The categories and channel types the settings tab edits (spec §3). */
export const PREFERENCE_CATEGORIES = ['collaboration', 'product_updates', 'app_notifications'] as const;
export const PREFERENCE_CHANNEL_TYPES = ['email', 'in_app_feed'] as const;
export type Category = (typeof PREFERENCE_CATEGORIES)[number];
export type ChannelType = (typeof PREFERENCE_CHANNEL_TYPES)[number];

/** A category is on for a channel type unless it says false (the server's defaults are all on). */
export function isSubscribed(set: PreferenceSet | undefined, category: Category, channelType: ChannelType): boolean {
  if (set?.channel_types?.[channelType] === false) return false;
  const entry = set?.categories?.[category];
  if (entry === false) return false;
  if (entry && typeof entry === 'object' && 'channel_types' in entry) return entry.channel_types?.[channelType] !== false;
  return true;
}
