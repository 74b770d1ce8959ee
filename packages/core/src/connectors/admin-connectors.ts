import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { requirePlatformAdmin } from '../admin/require-platform-admin.ts';
import {
  CONNECTOR_DEFAULTS,
  CONNECTOR_FIELDS,
  CONNECTOR_IDS,
  PLATFORM_CONNECTOR_IDS,
  connectorSettingsSchema,
  resolveSettings,
  type ConnectorId,
  type ConnectorSettings,
  type StoredConnectorSettings,
} from './catalogue.ts';
import { isConnectorError, type ConnectorErrorKind } from './connector-error.ts';
import { decryptSecret, encryptSecret } from './secret-box.ts';
import { utcDay } from './quota.ts';
import type { ConnectorRegistry } from './registry.ts';

export interface ConnectorAdminDeps {
  actor: Actor;
  connectors: ConnectorRegistry;
}

/** What the admin page shows of one connector: never the secret, only whether one is set and still readable. */
export interface ConnectorOverview {
  connector: ConnectorId;
  kind: 'platform' | 'oauth';
  isSecretSet: boolean;
  /** The settings in use (stored over defaults), limited to the fields this connector uses. */
  settings: Partial<ConnectorSettings>;
  /** Which settings were changed from the defaults. */
  customised: (keyof ConnectorSettings)[];
  fields: (keyof ConnectorSettings)[];
  quotaToday: { day: string; unitsUsed: number; requests: number; throttled: number };
  updatedAt: Date | null;
}

const pickFields = (connector: ConnectorId, settings: ConnectorSettings): Partial<ConnectorSettings> =>
  Object.fromEntries(CONNECTOR_FIELDS[connector].map((field) => [field, settings[field] ?? null]));

const isReadable = (key: Buffer | string, sealed: string | null): boolean => {
  if (!sealed) return false;
  try {
    decryptSecret(key, sealed);
    return true;
  } catch {
    return false;
  }
};

/** Every connector with its settings, whether a secret is set, and today's quota use (platform admins only). */
export async function listConnectors({ actor, connectors }: ConnectorAdminDeps): Promise<ConnectorOverview[]> {
  requirePlatformAdmin(actor);
  const { db } = connectors;
  const day = utcDay(connectors.now());
  const [rows, usage] = await Promise.all([
    db.select().from(schema.connectorCredential),
    db.select().from(schema.connectorQuotaUsage).where(eq(schema.connectorQuotaUsage.day, day)),
  ]);
  return CONNECTOR_IDS.map((connector) => {
    const row = rows.find((r) => r.connector === connector);
    const used = usage.find((u) => u.connector === connector);
    const stored = connectorSettingsSchema.safeParse(row?.settings ?? {});
    const storedKeys = stored.success ? (Object.keys(stored.data) as (keyof ConnectorSettings)[]) : [];
    return {
      connector,
      kind: (PLATFORM_CONNECTOR_IDS as readonly string[]).includes(connector) ? 'platform' : 'oauth',
      isSecretSet: isReadable(connectors.encryptionKey, row?.encryptedSecret ?? null),
      settings: pickFields(connector, resolveSettings(connector, row?.settings)),
      customised: storedKeys.filter(
        (key) => CONNECTOR_FIELDS[connector].includes(key) && stored.data?.[key] !== CONNECTOR_DEFAULTS[connector][key],
      ),
      fields: [...CONNECTOR_FIELDS[connector]],
      quotaToday: { day, unitsUsed: used?.unitsUsed ?? 0, requests: used?.requests ?? 0, throttled: used?.throttled ?? 0 },
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

export interface UpdateConnectorInput {
  connector: ConnectorId;
  /** A value sets a setting, null returns it to its default (dailyQuota null: no limit), absent keeps it. */
  data: { [K in keyof StoredConnectorSettings]?: StoredConnectorSettings[K] | null } & {
    /** Write-only: a new secret, or null to remove it; absent leaves it as it is. */
    secret?: string | null | undefined;
  };
}

/**
 * Changes a connector's settings and (write-only) secret. A setting given as null returns to its default; the
 * secret is encrypted before it reaches the database. Cached clients are dropped so the next call uses the change.
 */
export async function updateConnector({ actor, connectors }: ConnectorAdminDeps, input: UpdateConnectorInput): Promise<ConnectorOverview> {
  requirePlatformAdmin(actor);
  const { db } = connectors;
  const { secret, ...changes } = input.data;
  await db.transaction(async (tx) => {
    // Row lock: two admins saving at once both keep their fields instead of one overwriting the other's merge.
    const [row] = await tx
      .select()
      .from(schema.connectorCredential)
      .where(eq(schema.connectorCredential.connector, input.connector))
      .for('update');
    const current = connectorSettingsSchema.safeParse(row?.settings ?? {});
    const merged: Record<string, unknown> = { ...(current.success ? current.data : {}) };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      // dailyQuota null means "no limit" (a real value); other nulls mean "back to the default".
      if (value === null && key !== 'dailyQuota') delete merged[key];
      else merged[key] = value;
    }
    const encryptedSecret =
      secret === undefined ? (row?.encryptedSecret ?? null) : secret === null ? null : encryptSecret(connectors.encryptionKey, secret);
    const values = { settings: merged, encryptedSecret, updatedBy: actor.userId, updatedAt: new Date() };
    await tx
      .insert(schema.connectorCredential)
      .values({ connector: input.connector, ...values })
      .onConflictDoUpdate({ target: schema.connectorCredential.connector, set: values });
  });
  connectors.invalidate(input.connector);
  const overview = (await listConnectors({ actor, connectors })).find((item) => item.connector === input.connector);
  if (!overview) throw new Error('connector vanished after update');
  return overview;
}

export interface TestConnectorResult {
  isOk: boolean;
  kind: ConnectorErrorKind | null;
  message: string;
}

/**
 * One cheap call with the stored credentials (platforms), or a completeness check (OAuth providers, which can only
 * be exercised by a creator consenting). Failures are answers, not errors: the admin page shows the reason.
 */
export async function testConnector(
  { actor, connectors }: ConnectorAdminDeps,
  input: { connector: ConnectorId },
): Promise<TestConnectorResult> {
  requirePlatformAdmin(actor);
  connectors.invalidate(input.connector);
  try {
    if (input.connector === 'google_oauth' || input.connector === 'meta_oauth') {
      const config = await connectors.config(input.connector);
      const missing = [!config.settings.clientId && 'client id', !config.secret && 'client secret'].filter(Boolean);
      if (missing.length > 0) return { isOk: false, kind: 'not_configured', message: `missing: ${missing.join(', ')}` };
      return { isOk: true, kind: null, message: 'settings complete; checked when a creator connects' };
    }
    const client = await connectors.get(input.connector);
    const { message } = await client.testConnection();
    return { isOk: true, kind: null, message };
  } catch (error) {
    if (isConnectorError(error)) return { isOk: false, kind: error.kind, message: error.message };
    throw error;
  }
}
