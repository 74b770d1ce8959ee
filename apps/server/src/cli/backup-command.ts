import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BACKUP_CONTROL_FILE, dumpPgliteDataDir, openDatabase, PRIVATE_DIRECTORY_MODE, writePrivateFile } from '@creatorlens/db';
import type { BackupControl } from '../http/backup-route.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  /** 'server': the serving process took it; 'folder': no server held the folder, so this process opened it. */
  takenBy: 'server' | 'folder';
}

/**
 * Writes a consistent gzipped dump of a PGlite data folder to `file`. When a server holds the folder open (its control
 * file names a live process) the server takes the dump over loopback; opening the folder from a second process
 * would corrupt it. Without a live server the folder is opened here.
 */
export async function takeBackup(input: { dataDir: string; file: string }): Promise<BackupResult> {
  const control = readLiveControl(input.dataDir);
  // A backup is the whole database: owner-only like the data folder, whatever the umask or an earlier file's mode.
  // (Only folders created here get 0700; an existing target folder is the operator's choice.)
  mkdirSync(dirname(input.file), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  if (control) {
    const response = await fetch(`http://127.0.0.1:${control.port}/internal/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    });
    if (!response.ok) throw new Error(`the running server (pid ${control.pid}) refused the backup: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    writePrivateFile(input.file, body);
    return { file: input.file, bytes: body.length, takenBy: 'server' };
  }
  if (!existsSync(join(input.dataDir, 'PG_VERSION'))) throw new Error(`${input.dataDir} holds no database`);
  const handle = await openDatabase({ dataDir: input.dataDir });
  try {
    if (handle.kind !== 'pglite') throw new Error('unreachable: a data folder opens as PGlite');
    const dump = await dumpPgliteDataDir(handle.pglite);
    const body = Buffer.from(await dump.arrayBuffer());
    writePrivateFile(input.file, body);
    return { file: input.file, bytes: body.length, takenBy: 'folder' };
  } finally {
    await handle.close();
  }
}

function readLiveControl(dataDir: string): BackupControl | null {
  const path = join(dataDir, BACKUP_CONTROL_FILE);
  if (!existsSync(path)) return null;
  const control = JSON.parse(readFileSync(path, 'utf8')) as BackupControl;
  try {
    // Signal 0 only asks whether the process exists; a server killed with -9 leaves a stale file behind.
    process.kill(control.pid, 0);
    return control;
  } catch {
    return null;
  }
}
