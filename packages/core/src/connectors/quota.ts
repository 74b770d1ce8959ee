import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { ConnectorError } from './connector-error.ts';

/** The UTC day (YYYY-MM-DD) a call is accounted to. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const nextUtcMidnight = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));

export interface QuotaAccount {
  /**
   * Reserves units for one call before it is made. With a daily quota the reservation is atomic (a conditional
   * upsert), so concurrent workers together never pass the quota; without one it only counts.
   */
  reserve(units: number): Promise<void>;
  /** Counts a 429 or a platform quota refusal; a platform refusal also fills today's quota so nobody calls again today. */
  recordThrottle(options?: { isQuotaExhausted?: boolean }): Promise<void>;
}

/** Quota and request accounting of one connector per UTC day in connector_quota_usage. */
export function createQuotaAccount(deps: { db: Database; now: () => Date }, connector: string, dailyQuota: number | null): QuotaAccount {
  return {
    async reserve(units) {
      const now = deps.now();
      const day = utcDay(now);
      const refuse = () =>
        new ConnectorError(connector, 'quota_exhausted', `the daily quota of ${dailyQuota} units is used up for ${day}`, {
          resetAt: nextUtcMidnight(now),
        });
      if (dailyQuota !== null && units > dailyQuota) throw refuse();
      const rows = await selectRows<{ units_used: number }>(
        deps.db,
        sql`insert into connector_quota_usage (connector, day, units_used, requests)
            values (${connector}, ${day}, ${units}, 1)
            on conflict (connector, day) do update set
              units_used = connector_quota_usage.units_used + excluded.units_used,
              requests = connector_quota_usage.requests + 1,
              updated_at = now()
            ${dailyQuota === null ? sql`` : sql`where connector_quota_usage.units_used + excluded.units_used <= ${dailyQuota}`}
            returning units_used`,
      );
      if (rows.length === 0) throw refuse();
    },
    async recordThrottle(options = {}) {
      const day = utcDay(deps.now());
      const fill =
        options.isQuotaExhausted && dailyQuota !== null
          ? sql`greatest(connector_quota_usage.units_used, ${dailyQuota})`
          : sql`connector_quota_usage.units_used`;
      await deps.db.execute(
        sql`insert into connector_quota_usage (connector, day, throttled) values (${connector}, ${day}, 1)
            on conflict (connector, day) do update set throttled = connector_quota_usage.throttled + 1, units_used = ${fill}, updated_at = now()`,
      );
    },
  };
}
