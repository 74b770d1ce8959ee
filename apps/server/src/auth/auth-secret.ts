import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE, schema, writePrivateFile, type Database } from '@creatorlens/db';

/** Where installations before production mode kept a generated secret in the database (readable beside the data). */
const LEGACY_STORED_SECRET_KEY = 'auth-secret';

/**
 * The secret that signs sessions and from which every other key is derived or sealed (connector credentials,
 * notification keys). A configured AUTH_SECRET wins. Only the embedded laptop setup generates one, kept in the data
 * folder with owner-only rights; a PostgreSQL installation must configure it, because a secret stored in the
 * database would let anyone holding a backup mint sessions and decrypt credentials.
 */
export async function resolveAuthSecret(input: {
  configured: string | undefined;
  db: Database;
  dataDir: string;
  isEmbedded: boolean;
}): Promise<string> {
  if (!input.isEmbedded) {
    const stored = await readLegacyStoredSecret(input.db);
    if (!input.configured) {
      throw new Error(
        stored
          ? `AUTH_SECRET is required with DATABASE_URL. This database still holds the secret an earlier version generated: set AUTH_SECRET to the value of instance_setting '${LEGACY_STORED_SECRET_KEY}' (so sessions and connector credentials stay valid) and start again; the row is then deleted.`
          : 'AUTH_SECRET is required with DATABASE_URL (at least 32 random characters, e.g. `openssl rand -base64 32`); all server processes sharing the database use the same value.',
      );
    }
    // The operator moved the secret into the environment: the readable copy beside the data goes.
    if (stored === input.configured)
      await input.db.delete(schema.instanceSetting).where(eq(schema.instanceSetting.key, LEGACY_STORED_SECRET_KEY));
    return input.configured;
  }
  if (input.configured) return input.configured;
  const file = join(input.dataDir, 'auth-secret');
  if (existsSync(file)) {
    // A copy made with a wider mode (or an older version's file) is narrowed before it is trusted again.
    chmodSync(file, PRIVATE_FILE_MODE);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(input.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const secret = randomBytes(32).toString('base64url');
  writePrivateFile(file, secret);
  return secret;
}

async function readLegacyStoredSecret(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: schema.instanceSetting.value })
    .from(schema.instanceSetting)
    .where(eq(schema.instanceSetting.key, LEGACY_STORED_SECRET_KEY));
  return row?.value ?? null;
}
