import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BACKUP_CONTROL_FILE, dumpPgliteDataDir, writePrivateFile, type DatabaseHandle } from '@creatorlens/db';

export interface BackupControl {
  pid: number;
  port: number;
  token: string;
}

/**
 * POST /internal/backup: a consistent dump of the embedded database, taken by the process that holds it open (only one
 * process may open a PGlite data folder). Guarded twice: the request must come from this machine's loopback without
 * passing a proxy, and carry the token this process wrote into its data folder (0600), so only someone who could read
 * the data folder anyway can ask for its copy. Registered only for PGlite with a data folder on disk (decision 008).
 */
export function registerBackupRoute(server: FastifyInstance, deps: { database: DatabaseHandle }): void {
  if (deps.database.kind !== 'pglite') return;
  const pglite = deps.database.pglite;
  const dataDir = pglite.dataDir;
  if (!dataDir || dataDir.startsWith('memory://')) return;
  const token = randomBytes(32).toString('hex');
  const controlPath = join(dataDir, BACKUP_CONTROL_FILE);

  server.post('/internal/backup', async (request, reply) => {
    const isLoopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    const hasPassedProxy = request.headers['x-forwarded-for'] !== undefined || request.headers['x-real-ip'] !== undefined;
    const given = Buffer.from(String(request.headers.authorization ?? '').replace(/^Bearer /, ''));
    const expected = Buffer.from(token);
    const isTokenRight = given.length === expected.length && timingSafeEqual(given, expected);
    if (!isLoopback || hasPassedProxy || !isTokenRight) return reply.status(404).send({ message: 'Not found' });
    const dump = await dumpPgliteDataDir(pglite);
    request.log.info({ bytes: dump.size }, 'backup taken');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await dump.arrayBuffer()));
  });

  server.addHook('onListen', async () => {
    const address = server.server.address();
    if (!address || typeof address === 'string') return;
    const control: BackupControl = { pid: process.pid, port: address.port, token };
    writePrivateFile(controlPath, JSON.stringify(control));
  });
  server.addHook('onClose', async () => {
    rmSync(controlPath, { force: true });
  });
}
