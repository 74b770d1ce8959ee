import { migrateDatabase, openDatabase } from '../../src/client.ts';

// One "server process" of the concurrent-migration test: open the database the argument names and migrate it.
const handle = await openDatabase({ url: process.argv[2] });
try {
  await migrateDatabase(handle);
} finally {
  await handle.close();
}
