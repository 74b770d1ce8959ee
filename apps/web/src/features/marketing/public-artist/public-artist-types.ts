import type { RouterOutputs } from '../../../lib/trpc.ts';

export type PublicArtist = RouterOutputs['site']['getPublicArtist'];
export type PublicChannel = PublicArtist['channels'][number];

export const PLATFORM_NAMES: Record<PublicChannel['platform'], string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitch: 'Twitch',
  snapchat: 'Snapchat',
};
