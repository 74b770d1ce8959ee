import { createHash, randomBytes } from 'node:crypto';
import type { Platform } from '@creatorlens/db';
import type { OAuthConnectorId } from '../catalogue.ts';

const CREATOR_OAUTH_PROVIDERS = ['google', 'meta'] as const;
export type CreatorOAuthProvider = (typeof CREATOR_OAUTH_PROVIDERS)[number];

export const isCreatorOAuthProvider = (value: string): value is CreatorOAuthProvider =>
  (CREATOR_OAUTH_PROVIDERS as readonly string[]).includes(value);

/** Which connector holds a provider's settings, which platform's channels it can prove, and the scopes it asks for. */
export const PROVIDER_SETUP: Record<CreatorOAuthProvider, { connector: OAuthConnectorId; platform: Platform; scopes: string[] }> = {
  google: {
    connector: 'google_oauth',
    platform: 'youtube',
    // Read-only: the channel (to prove ownership) and YouTube Analytics (demographics); nothing that can change it.
    scopes: ['https://www.googleapis.com/auth/youtube.readonly', 'https://www.googleapis.com/auth/yt-analytics.readonly'],
  },
  meta: {
    connector: 'meta_oauth',
    platform: 'instagram',
    scopes: ['instagram_basic', 'instagram_manage_insights', 'pages_show_list', 'pages_read_engagement'],
  },
};

/** PKCE (RFC 7636): a random verifier and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An unguessable state value for one authorisation round trip. */
export const createOAuthState = (): string => randomBytes(24).toString('base64url');
