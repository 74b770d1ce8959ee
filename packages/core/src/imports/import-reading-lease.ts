import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows } from '@creatorlens/db/sql-result';
import type { Executor } from '@creatorlens/db/executor';
import { AppError } from '../errors.ts';
import { IMPORT_UPLOAD_READ_SECONDS } from './import-limits.ts';

/**
 * A lease outlives the longest read by this margin (parsing and queueing the job after the last byte); it is deleted
 * as soon as the upload ends, so the expiry only matters when a process died while holding one.
 */
const LEASE_MARGIN_SECONDS = 60;

/**
 * Leases live in rate_limit_bucket (one row per organisation in a window that never changes), so every server
 * process sharing the database sees them, and the periodic clean-up deletes lapsed ones with the ended windows.
 */
const LEASE_WINDOW = new Date(0).toISOString();

const IMPORT_BUSY_MESSAGE = 'An import file is already being read for this organisation; try again when it has finished.';

/**
 * Takes the organisation's import-reading lease, or refuses with CONFLICT (409) while another upload of the same
 * organisation is being read, so one organisation can never have the server read several files at once. Answers the
 * function that gives the lease back.
 */
export async function acquireImportReadingLease(
  { db }: { db: Executor },
  input: { organizationId: string; now?: Date },
): Promise<() => Promise<void>> {
  const now = input.now ?? new Date();
  const key = `importReading:${input.organizationId}`;
  const expiresAt = new Date(now.getTime() + (IMPORT_UPLOAD_READ_SECONDS + LEASE_MARGIN_SECONDS) * 1000).toISOString();
  // hits holds a random number naming the holder, so a release can never delete a later holder's lease.
  const holder = randomInt(1, 2 ** 31 - 1);
  const [lease] = await selectRows<{ hits: number }>(
    db,
    sql`insert into rate_limit_bucket (key, window_started_at, hits, expires_at)
        values (${key}, ${LEASE_WINDOW}, ${holder}, ${expiresAt})
        on conflict (key, window_started_at) do update
          set hits = excluded.hits, expires_at = excluded.expires_at
          where rate_limit_bucket.expires_at < ${now.toISOString()}
        returning hits`,
  );
  if (!lease) throw new AppError('CONFLICT', IMPORT_BUSY_MESSAGE);
  return async () => {
    await db.execute(sql`delete from rate_limit_bucket where key = ${key} and window_started_at = ${LEASE_WINDOW} and hits = ${holder}`);
  };
}
