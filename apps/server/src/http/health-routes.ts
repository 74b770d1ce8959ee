import type { FastifyInstance } from 'fastify';
import { areMigrationsCurrent, type DatabaseHandle } from '@creatorlens/db';

export interface ReadinessReport {
  status: 'ready' | 'not-ready';
  database: 'reachable' | 'unreachable';
  migrations: 'current' | 'behind' | 'unknown';
  draining: boolean;
}

/**
 * GET /healthz: the process is alive (200 whenever it answers; the server listens only after migrations and the
 * first-start seed). GET /readyz: it should get traffic: the database answers, every migration of this build is
 * applied, and it is not draining for shutdown (503 otherwise, so a proxy or orchestrator routes elsewhere).
 */
export function registerHealthRoutes(server: FastifyInstance, deps: { database: DatabaseHandle; isDraining: () => boolean }): void {
  server.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  server.get('/readyz', async (_request, reply) => {
    const draining = deps.isDraining();
    let database: ReadinessReport['database'] = 'reachable';
    let migrations: ReadinessReport['migrations'] = 'unknown';
    try {
      migrations = (await areMigrationsCurrent(deps.database)) ? 'current' : 'behind';
    } catch {
      database = 'unreachable';
    }
    const isReady = !draining && database === 'reachable' && migrations === 'current';
    const report: ReadinessReport = { status: isReady ? 'ready' : 'not-ready', database, migrations, draining };
    return reply
      .header('cache-control', 'no-store')
      .status(isReady ? 200 : 503)
      .send(report);
  });
}
