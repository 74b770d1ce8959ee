import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@creatorlens/db';
import { createApp } from '../src/app.ts';
import { takeBackup } from '../src/cli/backup-command.ts';
import { readConfig } from '../src/config.ts';

/**
 * The data folder holds the database, the generated auth secret and the backup token; a backup is the database. Who
 * can read them can mint sessions and read every organisation. They are the owner's alone (0700 folders, 0600 files)
 * whatever the umask, and a folder found open (a copy, an old install, umask 000) is narrowed on start.
 */

const scratch = mkdtempSync(join(tmpdir(), 'creatorlens-data-dir-'));
let previousUmask: number;
// The widest umask: every mode below is set explicitly, none comes from the umask.
beforeAll(() => {
  previousUmask = process.umask(0);
});
afterAll(() => {
  process.umask(previousUmask);
  rmSync(scratch, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;
/** Every folder and file under `root` with its mode, for one readable assertion. */
function modesUnder(root: string): { folders: Set<number>; files: Set<number>; count: number } {
  const result = { folders: new Set<number>(), files: new Set<number>(), count: 0 };
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) result.folders.add(modeOf(path));
    else if (entry.isFile()) result.files.add(modeOf(path));
    result.count++;
  }
  return result;
}
function widen(root: string): void {
  chmodSync(root, 0o777);
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true }))
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o777 : 0o666);
}

const start = async (dataDir: string) => {
  const app = await createApp(
    readConfig({
      LOG_LEVEL: 'silent',
      SEED: 'off',
      AUTH_RATE_LIMIT: 'off',
      RATE_LIMITS: 'off',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      RANKINGS_REFRESH_MINUTES: '0',
      REFRESH_SCHEDULE: 'off',
    }),
  );
  await app.server.ready();
  return app;
};

describe('the data folder', () => {
  const dataDir = join(scratch, 'fresh', 'data');

  it('is created 0700 with 0600 files, the generated auth secret among them', async () => {
    const app = await start(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'auth-secret'))).toBe(0o600);
    await app.close();
    const modes = modesUnder(dataDir);
    expect(modes.count).toBeGreaterThan(100);
    expect(modes).toMatchObject({ folders: new Set([0o700]), files: new Set([0o600]) });
  }, 120_000);

  it('is narrowed on start when it was left open to others, and says so once', async () => {
    widen(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'left here by someone', { mode: 0o666 });
    const app = await start(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'auth-secret'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'notes.txt'))).toBe(0o600);
    await app.close();
    expect(modesUnder(dataDir)).toMatchObject({ folders: new Set([0o700]), files: new Set([0o600]) });

    widen(dataDir);
    const reports: unknown[] = [];
    for (let round = 0; round < 2; round++) {
      const handle = await openDatabase({ dataDir, onDataDirTightened: (change) => reports.push(change) });
      await handle.close();
    }
    expect(reports).toEqual([{ dataDir, previousDirectoryMode: 0o777, tightenedEntries: expect.any(Number) }]);
    expect((reports[0] as { tightenedEntries: number }).tightenedEntries).toBeGreaterThan(100);
  }, 120_000);

  it('writes backups 0600 into a 0700 folder, also over an older, readable backup', async () => {
    const fresh = join(scratch, 'backups', 'nightly', 'first.tar.gz');
    await takeBackup({ dataDir, file: fresh });
    expect(modeOf(fresh)).toBe(0o600);
    expect(modeOf(join(scratch, 'backups', 'nightly'))).toBe(0o700);

    const existing = join(scratch, 'backups', 'older.tar.gz');
    mkdirSync(join(scratch, 'backups'), { recursive: true });
    writeFileSync(existing, 'an older backup', { mode: 0o644 });
    await takeBackup({ dataDir, file: existing });
    expect(modeOf(existing)).toBe(0o600);
    expect(statSync(existing).size).toBeGreaterThan(1_000);
  }, 120_000);
});
