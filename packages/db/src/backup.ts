import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './client.ts';

/** The file a serving process writes into its PGlite data folder so `npm run backup` can ask it for a dump. */
export const BACKUP_CONTROL_FILE = 'backup-control.json';

/**
 * A consistent dump (gzipped tar) of an open PGlite data folder. PGlite runs one statement at a time and dumpDataDir
 * holds that lock, so the copy is taken between two statements: every committed write is in it (its WAL included),
 * nothing half-written is. The checkpoint first keeps the WAL the restore replays short.
 */
export async function dumpPgliteDataDir(pglite: PGlite): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  return pglite.dumpDataDir('gzip');
}

/** Whether a folder is missing or empty: a restore only writes into a fresh data folder, never over live data. */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * Unpacks a backup into a fresh PGlite data folder and opens it once (PostgreSQL replays the WAL in the dump), so the
 * folder is ready for a server. Returns the number of channels, a quick sign the data is there.
 */
export async function restorePgliteBackup(backupPath: string, dataDir: string): Promise<{ channels: number }> {
  if (!isFreshDataDir(dataDir)) throw new Error(`${dataDir} is not empty: restore into a fresh data folder`);
  const dump = new Blob([await readFile(backupPath)]);
  const handle = await openDatabase({ dataDir, loadDataDir: dump });
  try {
    if (handle.kind !== 'pglite') throw new Error('a PGlite backup restores into PGlite');
    const result = await handle.pglite.query<{ count: number }>('select count(*)::int as count from channel');
    return { channels: result.rows[0]?.count ?? 0 };
  } finally {
    await handle.close();
    // The control file of the process that made the backup points at that process, not at this folder's next one.
    rmSync(join(dataDir, BACKUP_CONTROL_FILE), { force: true });
  }
}
