import { resolve } from 'node:path';
import { readConfig } from '../config.ts';
import { takeBackup } from './backup-command.ts';

// npm run backup [-- <file>]: a consistent dump of the embedded database (PGlite), also while the server is serving.
const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump --format=custom (docs/deploy.md, "Backups").');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(process.argv[2] ?? `backups/creatorlens-${stamp}.tar.gz`);
const result = await takeBackup({ dataDir: config.dataDir, file });
console.log(
  `Backup written to ${result.file} (${(result.bytes / 1_048_576).toFixed(1)} MB, taken by the ${result.takenBy === 'server' ? 'running server' : 'data folder, no server running'})`,
);
