import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { PLATFORM_CONNECTOR_IDS, resolveSettings, type PlatformConnectorId } from './catalogue.ts';
import { utcDay } from './quota.ts';
import { requirePermission } from '../permissions/index.ts';
import { JOB_QUEUES } from '../jobs/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface ConnectorQuotaView {
  connector: PlatformConnectorId;
  /** The UTC day the figures count. */
  day: string;
  unitsUsed: number;
  requests: number;
  /** Calls the platform answered with 429 or a quota refusal. */
  throttled: number;
  /** Our configured daily limit in units; null means none. */
  dailyQuota: number | null;
  hasCredentials: boolean;
  /** Refresh jobs of this platform waiting in the queue (some deferred to the quota reset). */
  queuedRefreshes: number;
}

/** Per platform connector: quota units and requests spent today (UTC) against the configured limit; platform admins only. */
export async function getQuotaUsage({ db, actor }: Dependencies, input: { now?: Date } = {}): Promise<ConnectorQuotaView[]> {
  requirePermission(actor, 'read', 'admin_area');
  const day = utcDay(input.now ?? new Date());
  const connectors = [...PLATFORM_CONNECTOR_IDS];
  const [usage, credentials, queued] = await Promise.all([
    db
      .select()
      .from(schema.connectorQuotaUsage)
      .where(and(eq(schema.connectorQuotaUsage.day, day), inArray(schema.connectorQuotaUsage.connector, connectors))),
    db.select().from(schema.connectorCredential).where(inArray(schema.connectorCredential.connector, connectors)),
    db
      .select({ platform: sql<string>`${schema.job.payload}->>'platform'`, total: count() })
      .from(schema.job)
      .where(and(eq(schema.job.queue, JOB_QUEUES.refreshChannel), eq(schema.job.state, 'queued')))
      .groupBy(sql`${schema.job.payload}->>'platform'`),
  ]);
  return connectors.map((connector) => {
    const used = usage.find((row) => row.connector === connector);
    const credential = credentials.find((row) => row.connector === connector);
    return {
      connector,
      day,
      unitsUsed: used?.unitsUsed ?? 0,
      requests: used?.requests ?? 0,
      throttled: used?.throttled ?? 0,
      dailyQuota: resolveSettings(connector, credential?.settings).dailyQuota,
      hasCredentials: Boolean(credential?.encryptedSecret),
      queuedRefreshes: queued.find((row) => row.platform === connector)?.total ?? 0,
    };
  });
}
