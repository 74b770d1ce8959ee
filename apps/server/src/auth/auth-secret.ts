import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';

/**
 * The secret that signs session cookies. A configured AUTH_SECRET wins. Otherwise one is generated once and kept:
 * in the data folder for PGlite, in the database for PostgreSQL so several server processes agree on it.
 */
export async function resolveAuthSecret(input: {
  configured: string | undefined;
  db: Database;
  dataDir: string;
  isEmbedded: boolean;
}): Promise<string> {
  if (input.configured) return input.configured;
  if (input.isEmbedded) {
    const file = join(input.dataDir, 'auth-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(input.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
  const candidate = randomBytes(32).toString('base64url');
  // Insert-if-absent then read back: two processes starting together still end up with one shared secret.
  await input.db.insert(schema.instanceSetting).values({ key: 'auth-secret', value: candidate }).onConflictDoNothing();
  const [row] = await input.db
    .select({ value: schema.instanceSetting.value })
    .from(schema.instanceSetting)
    .where(eq(schema.instanceSetting.key, 'auth-secret'));
  const value = row?.value;
  if (!value) throw new Error('Could not store the generated auth secret');
  return value;
}
