import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { requirePlatformAdmin } from '../admin/index.ts';
import { AppError } from '../errors.ts';
import {
  CONNECTOR_DEFAULTS,
  CONNECTOR_FIELDS,
  CONNECTOR_IDS,
  PLATFORM_CONNECTOR_IDS,
  SECRET_NAMES,
  connectorSettingsSchema,
  resolveSettings,
  type ConnectorId,
  type ConnectorSettings,
  type StoredConnectorSettings,
} from './catalogue.ts';
import { isConnectorError, type ConnectorErrorKind } from './connector-error.ts';
import { assertOutboundAllowed, findOutboundRefusal, PRIVATE_HOSTS_ADVICE, type OutboundGuard } from './outbound-guard.ts';
import { haveSameSecretOrigins, isUrlSetting, openConnectorSecret, sealConnectorSecret, secretOrigins } from './secret-binding.ts';
import { utcDay } from './quota.ts';
import type { ConnectorRegistry } from './registry.ts';

interface ConnectorAdminDeps {
  actor: Actor;
  connectors: ConnectorRegistry;
  /** Where a failed test's remote detail goes (the server log); the answer itself carries only our message. */
  log?: { error(details: Record<string, unknown>, message: string): void } | undefined;
}

/** What the admin page shows of one connector: never the secret, only whether one is set and still readable. */
interface ConnectorOverview {
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
      isSecretSet:
        openConnectorSecret(connectors.encryptionKey, connector, resolveSettings(connector, row?.settings), row?.encryptedSecret).secret !==
        null,
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

interface UpdateConnectorInput {
  connector: ConnectorId;
  /** A value sets a setting, null returns it to its default (dailyQuota null: no limit), absent keeps it. */
  data: { [K in keyof StoredConnectorSettings]?: StoredConnectorSettings[K] | null } & {
    /** Write-only: a new secret, or null to remove it; absent leaves it as it is. */
    secret?: string | null | undefined;
  };
}

/** Saved URLs must name public hosts (unless the operator allows private ones): a 400 that says which and why. */
async function refuseNonPublicUrls(guard: OutboundGuard, changes: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(changes)) {
    if (!isUrlSetting(key) || typeof value !== 'string') continue;
    const refusal = await findOutboundRefusal(guard, value);
    if (refusal?.reason === 'non-public') throw new AppError('VALIDATION', `data.${key}: ${refusal.message}; ${PRIVATE_HOSTS_ADVICE}.`);
    if (refusal) throw new AppError('VALIDATION', `data.${key}: ${refusal.message}; check the host name.`);
  }
}

/**
 * Changes a connector's settings and (write-only) secret. A setting given as null returns to its default; the
 * secret is sealed for the addresses it is entered with. Moving any address to another origin needs the secret in the
 * same save (else 400): a stored secret never follows a changed address. Cached clients are dropped so the next call
 * uses the change.
 */
export async function updateConnector({ actor, connectors }: ConnectorAdminDeps, input: UpdateConnectorInput): Promise<ConnectorOverview> {
  requirePlatformAdmin(actor);
  const { db, encryptionKey: key } = connectors;
  const { connector } = input;
  const { secret, ...changes } = input.data;
  await refuseNonPublicUrls(connectors.outbound, changes);
  await db.transaction(async (tx) => {
    // Row lock: two admins saving at once both keep their fields instead of one overwriting the other's merge.
    const [row] = await tx
      .select()
      .from(schema.connectorCredential)
      .where(eq(schema.connectorCredential.connector, connector))
      .for('update');
    const current = connectorSettingsSchema.safeParse(row?.settings ?? {});
    const merged: Record<string, unknown> = { ...(current.success ? current.data : {}) };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      // dailyQuota null means "no limit" (a real value); other nulls mean "back to the default".
      if (value === null && key !== 'dailyQuota') delete merged[key];
      else merged[key] = value;
    }
    const before = resolveSettings(connector, row?.settings);
    const after = resolveSettings(connector, merged);
    let encryptedSecret: string | null = null;
    if (typeof secret === 'string') encryptedSecret = sealConnectorSecret(key, connector, after, secret);
    else if (secret === undefined) {
      const stored = openConnectorSecret(key, connector, before, row?.encryptedSecret);
      const isSameOrigins = haveSameSecretOrigins(connector, before, after);
      if (stored.secret !== null && !isSameOrigins)
        throw new AppError(
          'VALIDATION',
          `Enter the ${SECRET_NAMES[connector]} again for the new address (${secretOrigins(connector, after).join(', ')}): a stored secret is only sent to the address it was entered for.`,
        );
      // Re-sealed on every save (an old unbound value becomes bound); an unreadable value is kept until the address changes.
      if (stored.secret !== null) encryptedSecret = sealConnectorSecret(key, connector, after, stored.secret);
      else if (isSameOrigins) encryptedSecret = row?.encryptedSecret ?? null;
    }
    const values = { settings: merged, encryptedSecret, updatedBy: actor.userId, updatedAt: new Date() };
    await tx
      .insert(schema.connectorCredential)
      .values({ connector, ...values })
      .onConflictDoUpdate({ target: schema.connectorCredential.connector, set: values });
  });
  connectors.invalidate(connector);
  const overview = (await listConnectors({ actor, connectors })).find((item) => item.connector === connector);
  if (!overview) throw new Error('connector vanished after update');
  return overview;
}

interface TestConnectorResult {
  isOk: boolean;
  kind: ConnectorErrorKind | null;
  message: string;
}

/**
 * One cheap call with the stored credentials (platforms), or a completeness check (OAuth providers, which can only
 * be exercised by a creator consenting). Failures are answers, not errors: the admin page shows the reason.
 */
export async function testConnector(
  { actor, connectors, log }: ConnectorAdminDeps,
  input: { connector: ConnectorId },
): Promise<TestConnectorResult> {
  requirePlatformAdmin(actor);
  connectors.invalidate(input.connector);
  try {
    if (input.connector === 'google_oauth' || input.connector === 'meta_oauth') {
      const config = await connectors.config(input.connector);
      const missing = [!config.settings.clientId && 'client id', !config.secret && 'client secret'].filter(Boolean);
      if (missing.length > 0) return { isOk: false, kind: 'not_configured', message: `missing: ${missing.join(', ')}` };
      for (const field of CONNECTOR_FIELDS[input.connector]) {
        const url = isUrlSetting(field) ? config.settings[field] : undefined;
        if (url) await assertOutboundAllowed(connectors.outbound, input.connector, url);
      }
      return { isOk: true, kind: null, message: 'settings complete; checked when a creator connects' };
    }
    const client = await connectors.get(input.connector);
    const { message } = await client.testConnection();
    return { isOk: true, kind: null, message };
  } catch (error) {
    if (!isConnectorError(error)) throw error;
    log?.error({ connector: input.connector, kind: error.kind, status: error.status, detail: error.detail }, 'connector test failed');
    return { isOk: false, kind: error.kind, message: error.message };
  }
}
