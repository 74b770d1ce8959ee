import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NOTIFY_CAPS } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import type { Executor } from '@creatorlens/db/executor';

/** A process's lease rows expire this long after their last renewal (a crashed process stops counting then). */
export const SOCKET_LEASE_SECONDS = 30;
const KEY_PREFIX = 'notify-sockets:';

/**
 * Open sockets per user across every server process sharing the database. Each process keeps one row per user it
 * holds sockets for in rate_limit_bucket (no table of its own): key `notify-sockets:<userId>`, window_started_at =
 * a random instant that names this process, hits = its open sockets of that user, expires_at = lease end (renewed
 * by the sweep). A new socket counts this process's sockets plus the other processes' unexpired rows under a
 * per-user advisory lock, so two processes admitting the same user at once cannot both take the last place.
 */
export class SocketLeases {
  private readonly local = new Map<string, number>();
  /** Names this process in its lease rows; random so processes never share one. */
  private readonly slot = new Date(Date.UTC(2000, 0, 1) + randomInt(0, 2 ** 40)).toISOString();

  constructor(
    private readonly db: Database,
    private readonly cap: number = NOTIFY_CAPS.socketsPerUser,
  ) {}

  /** Takes a place for a new socket of this user; false when the user already holds the cap (on all processes). */
  async acquire(userId: string): Promise<boolean> {
    const mine = (this.local.get(userId) ?? 0) + 1;
    // Reserved before the await, so overlapping upgrades of one user in this process see each other.
    this.local.set(userId, mine);
    try {
      const isAllowed = await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${KEY_PREFIX + userId}))`);
        const result = (await tx.execute(sql`
          select coalesce(sum(hits), 0)::int as others from rate_limit_bucket
           where key = ${KEY_PREFIX + userId} and window_started_at <> ${this.slot}::timestamptz and expires_at > now()`)) as unknown as {
          rows: { others: number }[];
        };
        const held = (this.local.get(userId) ?? 0) + Number(result.rows[0]?.others ?? 0);
        if (held > this.cap) return false;
        await this.write(tx, userId);
        return true;
      });
      if (!isAllowed) this.drop(userId);
      return isAllowed;
    } catch (error) {
      this.drop(userId);
      throw error;
    }
  }

  /** Gives a socket's place back (the socket closed). */
  async release(userId: string): Promise<void> {
    this.drop(userId);
    await this.write(this.db, userId);
  }

  /**
   * Rewrites this process's lease rows with its current counts and a fresh expiry; the sweep calls it well within
   * SOCKET_LEASE_SECONDS. Rewriting the counts also repairs a row an overlapping acquire/release left behind.
   */
  async renew(): Promise<void> {
    const rows = [...this.local].map(([userId, hits]) => ({ key: KEY_PREFIX + userId, hits }));
    for (let index = 0; index < rows.length; index += 1000) {
      const batch = JSON.stringify(rows.slice(index, index + 1000));
      await this.db.execute(sql`
        insert into rate_limit_bucket (key, window_started_at, hits, expires_at)
        select t.key, ${this.slot}::timestamptz, t.hits, now() + make_interval(secs => ${SOCKET_LEASE_SECONDS})
          from json_to_recordset(${batch}::json) as t(key text, hits int)
        on conflict (key, window_started_at) do update set hits = excluded.hits, expires_at = excluded.expires_at`);
    }
  }

  /** Deletes this process's rows (shutdown). */
  async clear(): Promise<void> {
    this.local.clear();
    await this.db.execute(
      sql`delete from rate_limit_bucket where window_started_at = ${this.slot}::timestamptz and key like ${`${KEY_PREFIX}%`}`,
    );
  }

  /** Sockets this process holds for a user. */
  heldBy(userId: string): number {
    return this.local.get(userId) ?? 0;
  }

  private drop(userId: string): void {
    const left = (this.local.get(userId) ?? 1) - 1;
    if (left > 0) this.local.set(userId, left);
    else this.local.delete(userId);
  }

  private async write(executor: Executor, userId: string): Promise<void> {
    const held = this.local.get(userId) ?? 0;
    if (held === 0) {
      await executor.execute(
        sql`delete from rate_limit_bucket where key = ${KEY_PREFIX + userId} and window_started_at = ${this.slot}::timestamptz`,
      );
      return;
    }
    await executor.execute(sql`
      insert into rate_limit_bucket (key, window_started_at, hits, expires_at)
      values (${KEY_PREFIX + userId}, ${this.slot}::timestamptz, ${held}, now() + make_interval(secs => ${SOCKET_LEASE_SECONDS}))
      on conflict (key, window_started_at) do update set hits = excluded.hits, expires_at = excluded.expires_at`);
  }
}
