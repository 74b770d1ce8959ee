import { eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { resolveSettings, type ConnectorId, type ConnectorSettings } from './catalogue.ts';
import { ConnectorError } from './connector-error.ts';
import { decryptSecret } from './secret-box.ts';

export interface ConnectorConfig {
  connector: ConnectorId;
  settings: ConnectorSettings;
  /** The decrypted secret; only ever held in server memory. */
  secret: string | null;
}

/** Reads one connector's settings and decrypts its secret (a secret that no longer decrypts counts as not set). */
export async function loadConnectorConfig(db: Database, key: Buffer | string, connector: ConnectorId): Promise<ConnectorConfig> {
  const [row] = await db.select().from(schema.connectorCredential).where(eq(schema.connectorCredential.connector, connector));
  let secret: string | null = null;
  if (row?.encryptedSecret) {
    try {
      secret = decryptSecret(key, row.encryptedSecret);
    } catch {
      // Rotated AUTH_SECRET: the stored value is unreadable; the admin page shows "not set" so it can be re-entered.
      secret = null;
    }
  }
  return { connector, settings: resolveSettings(connector, row?.settings), secret };
}

/** The secret, or not_configured with a message an admin can act on. */
export function requireSecret(config: ConnectorConfig, what: string): string {
  if (!config.secret) throw new ConnectorError(config.connector, 'not_configured', `no ${what} is set (Admin > Connectors)`);
  return config.secret;
}

export function requireSetting(config: ConnectorConfig, key: keyof ConnectorSettings, what: string): string {
  const value = config.settings[key];
  if (typeof value !== 'string' || !value)
    throw new ConnectorError(config.connector, 'not_configured', `no ${what} is set (Admin > Connectors)`);
  return value;
}
