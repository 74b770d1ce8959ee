import { resolve } from 'node:path';
import { restorePgliteBackup } from '@creatorlens/db';
import { readConfig } from '../config.ts';

// npm run restore -- <backup file> [<fresh data folder>]: unpacks a PGlite backup into a fresh data folder
// (DATA_DIR when no folder is given); start the server on that folder afterwards.
const config = readConfig();
const [backupFile, target] = process.argv.slice(2);
if (!backupFile) {
  console.error('usage: npm run restore -- <backup.tar.gz> [<fresh data folder>]');
  process.exit(2);
}
const dataDir = target ? resolve(target) : config.dataDir;
const { channels } = await restorePgliteBackup(resolve(backupFile), dataDir);
console.log(`Restored into ${dataDir} (${channels} channels). Start the server with DATA_DIR=${dataDir}.`);
