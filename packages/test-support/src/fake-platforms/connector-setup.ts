import { sql } from 'drizzle-orm';
import type { ConnectorId } from '@creatorlens/core/connectors';
import { encryptSecret } from '@creatorlens/core/kernel';
import type { Database } from '@creatorlens/db';
import { FIXTURE_IDS } from './platform-payloads.ts';
import type { FakePlatformServer } from './platform-server.ts';

/** Made-up credentials the fake server accepts (it checks presence and format, not values). */
export const FAKE_CREDENTIALS: Record<ConnectorId, { secret: string; clientId?: string; businessAccountId?: string }> = {
  youtube: { secret: 'fake-youtube-api-key' },
  twitch: { secret: 'fake-twitch-client-secret', clientId: 'fake-twitch-client-id' },
  instagram: { secret: 'fake-instagram-long-lived-token', businessAccountId: FIXTURE_IDS.instagramBusinessAccountId },
  tiktok: { secret: 'fake-tiktok-client-secret', clientId: 'fake-tiktok-client-key' },
  google_oauth: { secret: 'fake-google-client-secret', clientId: 'fake-google-client-id' },
  meta_oauth: { secret: 'fake-meta-app-secret', clientId: 'fake-meta-app-id' },
};

/**
 * Points every connector at the fake server with the fake credentials (encrypted like real ones), for tests and
 * benches. dailyQuota: null unless given (the YouTube default of 10,000 would stop a 100k-channel bench).
 */
export async function configureConnectorsForFakeServer(
  db: Database,
  encryptionKey: Buffer | string,
  fake: Pick<FakePlatformServer, 'endpoints'>,
  options: { dailyQuota?: Partial<Record<ConnectorId, number | null>> } = {},
): Promise<void> {
  for (const [connector, credentials] of Object.entries(FAKE_CREDENTIALS) as [ConnectorId, (typeof FAKE_CREDENTIALS)[ConnectorId]][]) {
    const endpoints = fake.endpoints[connector];
    const settings = {
      ...endpoints,
      ...(credentials.clientId ? { clientId: credentials.clientId } : {}),
      ...(credentials.businessAccountId ? { businessAccountId: credentials.businessAccountId } : {}),
      dailyQuota: options.dailyQuota?.[connector] ?? null,
    };
    await db.execute(sql`insert into connector_credential (connector, encrypted_secret, settings)
      values (${connector}, ${encryptSecret(encryptionKey, credentials.secret)}, ${JSON.stringify(settings)}::jsonb)
      on conflict (connector) do update set encrypted_secret = excluded.encrypted_secret, settings = excluded.settings, updated_at = now()`);
  }
}
