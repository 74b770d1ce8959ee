import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { resolveSettings, type ConnectorId, type ConnectorSettings } from './catalogue.ts';
import { ConnectorError } from './connector-error.ts';
import { openConnectorSecret, sealConnectorSecret } from './secret-binding.ts';

export interface ConnectorConfig {
  connector: ConnectorId;
  settings: ConnectorSettings;
  /** The decrypted secret; only ever held in server memory. */
  secret: string | null;
  /** A secret is stored but does not open: entered for other addresses than the settings name, or AUTH_SECRET changed. */
  isSecretUnreadable?: boolean;
}

/**
 * Reads one connector's settings and opens its secret for the addresses they name (a secret that does not open counts
 * as not set). A secret sealed before secrets were bound to addresses is re-sealed for the current ones on first read,
 * so from then on it too follows no changed address.
 */
export async function loadConnectorConfig(db: Database, key: Buffer | string, connector: ConnectorId): Promise<ConnectorConfig> {
  const [row] = await db.select().from(schema.connectorCredential).where(eq(schema.connectorCredential.connector, connector));
  const settings = resolveSettings(connector, row?.settings);
  const opened = openConnectorSecret(key, connector, settings, row?.encryptedSecret);
  if (opened.secret !== null && opened.isLegacy && row?.encryptedSecret) {
    // Conditional on the old value: an admin's save in between wins over this upgrade.
    await db
      .update(schema.connectorCredential)
      .set({ encryptedSecret: sealConnectorSecret(key, connector, settings, opened.secret) })
      .where(and(eq(schema.connectorCredential.connector, connector), eq(schema.connectorCredential.encryptedSecret, row.encryptedSecret)));
  }
  return { connector, settings, secret: opened.secret, isSecretUnreadable: opened.isUnreadable };
}

/** The secret, or not_configured with a message an admin can act on. */
export function requireSecret(config: ConnectorConfig, what: string): string {
  if (config.isSecretUnreadable)
    throw new ConnectorError(
      config.connector,
      'not_configured',
      `the stored ${what} was entered for another address (or before AUTH_SECRET changed): enter it again (Admin > Connectors)`,
    );
  if (!config.secret) throw new ConnectorError(config.connector, 'not_configured', `no ${what} is set (Admin > Connectors)`);
  return config.secret;
}

export function requireSetting(config: ConnectorConfig, key: keyof ConnectorSettings, what: string): string {
  const value = config.settings[key];
  if (typeof value !== 'string' || !value)
    throw new ConnectorError(config.connector, 'not_configured', `no ${what} is set (Admin > Connectors)`);
  return value;
}
