import type { TestApp } from './test-app.ts';

/** Credentials that make each platform connector usable (its client builds); the address answers nothing. */
const CONNECTED = {
  youtube: { secret: 'test-youtube-key' },
  twitch: { secret: 'test-twitch-secret', clientId: 'test-twitch-client' },
  instagram: { secret: 'test-instagram-token', businessAccountId: '17840000000000000' },
  tiktok: { secret: 'test-tiktok-secret', clientId: 'test-tiktok-client' },
} as const;

type ConnectablePlatform = keyof typeof CONNECTED;

/**
 * Stores credentials for the given platforms as a platform admin would (Admin > Connectors), so "Refresh now" may
 * charge for them: a refresh is refused before any charge while its platform is not connected. `baseUrl` is where
 * the client would call; tests that run no worker never reach it.
 */
export async function connectPlatforms(
  app: TestApp,
  platformAdminCookie: string,
  platforms: readonly ConnectablePlatform[] = ['youtube', 'twitch', 'instagram', 'tiktok'],
  baseUrl = 'http://127.0.0.1:9',
): Promise<void> {
  for (const platform of platforms) {
    const answer = await app.mutate(platformAdminCookie, 'connector.updateConnector', {
      connector: platform,
      data: { ...CONNECTED[platform], baseUrl },
    });
    if (answer.status !== 200) throw new Error(`connecting ${platform} failed with ${answer.status}`);
  }
}
