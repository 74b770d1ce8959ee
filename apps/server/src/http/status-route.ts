import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@creatorlens/db';

export interface StatusReport {
  status: 'ok' | 'degraded';
  database: 'reachable' | 'unreachable';
  version: string;
  uptimeSeconds: number;
}

/**
 * GET /api/status feeds the footer's status badge: public, cheap (one `select 1`), never cached, and without
 * anything an attacker could use (no hostnames, no error texts).
 */
export function registerStatusRoute(server: FastifyInstance, { db, version }: { db: Database; version: string }): void {
  const startedAt = Date.now();
  server.get('/api/status', async (_request, reply) => {
    let isDatabaseReachable = true;
    try {
      await db.execute(sql`select 1`);
    } catch {
      isDatabaseReachable = false;
    }
    const report: StatusReport = {
      status: isDatabaseReachable ? 'ok' : 'degraded',
      database: isDatabaseReachable ? 'reachable' : 'unreachable',
      version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    return reply
      .header('cache-control', 'no-store')
      .status(isDatabaseReachable ? 200 : 503)
      .send(report);
  });
}
