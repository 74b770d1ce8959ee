import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKUP_CONTROL_FILE, openDatabase, restorePgliteBackup, type DatabaseHandle } from '@creatorlens/db';
import { createApp, type App } from '../src/app.ts';
import { takeBackup } from '../src/cli/backup-command.ts';
import { readConfig } from '../src/config.ts';

const template = inject('databaseTemplate');
const folder = mkdtempSync(join(tmpdir(), 'creatorlens-backup-'));
const configFor = (dataDir: string) =>
  readConfig({
    LOG_LEVEL: 'silent',
    SEED: 'off',
    AUTH_SECRET: 'test-secret-test-secret-test-secret',
    WEB_DIST_DIR: '/nonexistent',
    RANKINGS_REFRESH_MINUTES: '0',
    JOB_WORKER: 'off',
    DATA_DIR: dataDir,
  });

async function tableCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  if (handle.kind !== 'pglite') throw new Error('PGlite only');
  const tables = await handle.pglite.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    counts[name] = (await handle.pglite.query<{ count: number }>(`select count(*)::int as count from "${name}"`)).rows[0]!.count;
  }
  return counts;
}

// PostgreSQL deployments back up with pg_dump (docs/deploy.md); this covers the embedded PGlite path.
describe.skipIf(template.kind !== 'pglite')('backup and restore of the embedded database', () => {
  const sourceDir = join(folder, 'source');
  const restoredDir = join(folder, 'restored');
  const backupFile = join(folder, 'backups', 'under-load.tar.gz');
  let source: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    if (template.kind !== 'pglite') return;
    source = await openDatabase({ dataDir: sourceDir, loadDataDir: new Blob([await readFile(template.dumpPath)]) });
    if (source.kind !== 'pglite') throw new Error('PGlite expected');
    await source.pglite.exec('create table backup_probe (id integer primary key, written_at timestamptz not null default now())');
    app = await createApp(configFor(sourceDir), { database: source });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await source?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('takes a backup from the serving process under write load; the restore holds every acknowledged write and every row', async () => {
    if (source.kind !== 'pglite') throw new Error('PGlite expected');
    const pglite = source.pglite;
    expect(existsSync(join(sourceDir, BACKUP_CONTROL_FILE))).toBe(true);

    const acknowledged: number[] = [];
    let nextId = 1;
    let isWriting = true;
    const writer = async () => {
      while (isWriting) {
        const id = nextId++;
        await pglite.query('insert into backup_probe (id) values ($1)', [id]);
        acknowledged.push(id);
        // PGlite answers on the microtask queue; without a turn of the event loop the writers would starve the
        // backup request (as HTTP requests to a real server each arrive in their own turn).
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    while (acknowledged.length < 200) await new Promise((resolve) => setImmediate(resolve));

    const acknowledgedBeforeBackup = [...acknowledged];
    const result = await takeBackup({ dataDir: sourceDir, file: backupFile });
    const acknowledgedWhileBackingUp = acknowledged.length - acknowledgedBeforeBackup.length;
    while (acknowledged.length < acknowledgedBeforeBackup.length + acknowledgedWhileBackingUp + 100)
      await new Promise((resolve) => setImmediate(resolve));
    isWriting = false;
    await Promise.all(writers);
    expect(result.takenBy).toBe('server');

    const sourceCounts = await tableCounts(source);
    const restoredChannels = await restorePgliteBackup(backupFile, restoredDir);
    expect(existsSync(join(restoredDir, BACKUP_CONTROL_FILE))).toBe(false);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      if (restored.kind !== 'pglite') throw new Error('PGlite expected');
      const restoredIds = new Set((await restored.pglite.query<{ id: number }>('select id from backup_probe')).rows.map((row) => row.id));
      const missing = acknowledgedBeforeBackup.filter((id) => !restoredIds.has(id));
      expect(missing).toEqual([]);
      // Consistent: the backup is one point in time, so it never holds a write acknowledged after it returned.
      expect(restoredIds.size).toBeLessThanOrEqual(acknowledgedBeforeBackup.length + acknowledgedWhileBackingUp);

      const restoredCounts = await tableCounts(restored);
      const { backup_probe: _sourceProbe, ...sourceRest } = sourceCounts;
      const { backup_probe: _restoredProbe, ...restoredRest } = restoredCounts;
      expect(restoredRest).toEqual(sourceRest);
      expect(restoredChannels.channels).toBe(sourceCounts.channel);
      expect(sourceCounts.channel).toBeGreaterThan(0);

      // The server starts on the restored folder and is ready (database reachable, migrations current).
      const restoredApp = await createApp(configFor(restoredDir), { database: restored });
      try {
        const ready = await restoredApp.server.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);
      } finally {
        await restoredApp.close();
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over a data folder that holds data', async () => {
    await expect(restorePgliteBackup(backupFile, sourceDir)).rejects.toThrow(/fresh data folder/);
  });

  it('answers the backup route only with the token from the data folder', async () => {
    const address = app.server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const withoutToken = await fetch(`http://127.0.0.1:${port}/internal/backup`, { method: 'POST' });
    expect(withoutToken.status).toBe(404);
    const wrongToken = await fetch(`http://127.0.0.1:${port}/internal/backup`, {
      method: 'POST',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrongToken.status).toBe(404);
  });
});
