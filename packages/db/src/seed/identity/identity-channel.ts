/** The resolver's view of a channel: only what identity evidence is read from, the same for the seed and the database. */
import type { SeedPlatform } from '../model.ts';

export interface IdentityChannel {
  /** `platform:platformId`: stable across re-seeds and refreshes, so decisions stored against it survive them. */
  key: string;
  platform: SeedPlatform;
  platformId: string;
  /** Usernames as written (Instagram/TikTok/Twitch login, YouTube @handles and custom URLs). */
  handles: readonly string[];
  /** Display names as written. */
  names: readonly string[];
  /** Bio and description texts, searched for profile links and labelled mentions. */
  texts: readonly string[];
  country: string | null;
  language: string | null;
  /** Keys of channels a source lists beside this one (a directory's "Instagram: x" column). */
  linked: readonly string[];
}

export const PLATFORM_LABELS: Record<SeedPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitch: 'Twitch',
};

/** "Instagram @lenakocht" (or the display name when no username is known): how evidence texts name a channel. */
export function channelLabel(channel: IdentityChannel): string {
  const handle = channel.handles[0] ?? (channel.platform === 'youtube' ? null : channel.platformId);
  return `${PLATFORM_LABELS[channel.platform]} ${handle ? `@${handle.replace(/^@/, '')}` : `„${channel.names[0] ?? channel.platformId}“`}`;
}
