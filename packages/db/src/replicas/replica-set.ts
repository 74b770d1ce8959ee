import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';
import { chooseReader, isProbeInRotation, type ReplicaHealth } from './choose-reader.ts';
import { PrimaryLsnHistory } from './lag-history.ts';
import { formatLsn, parseLsn, type Lsn } from './lsn.ts';
import { ReplicaReadPool } from './replica-read-pool.ts';

export interface ReplicaSetOptions {
  /** The primary's pool (writes, transactions, and every read no standby may serve). */
  primary: pg.Pool;
  /** postgres:// URLs of hot standbys streaming from that primary. */
  urls: readonly string[];
  /** A standby further behind than this is out of rotation until it catches up. */
  maxLagMs: number;
  /** How often the health loop asks the primary and each standby for their WAL positions. */
  probeIntervalMs?: number | undefined;
  poolSize?: number | undefined;
  /** A standby went out of rotation or came back (for a log line). */
  onRotationChange?: ((change: { replica: string; isInRotation: boolean; reason: string }) => void) | undefined;
  /** An idle standby connection failed; its pool drops it (without a listener node-postgres ends the process). */
  onIdleConnectionError?: ((error: Error) => void) | undefined;
}

/** One standby as /metrics and the bench see it. */
export interface ReplicaStatus {
  /** host:port/database, without credentials. */
  replica: string;
  isInRotation: boolean;
  replayLsn: string | null;
  lagMs: number | null;
  /** Statements this standby answered. */
  reads: number;
  /** Statements it failed for a reason of its own that the primary answered instead. */
  fallbacks: number;
  lastProblem: string | null;
}

export interface ReplicaSet {
  /**
   * The database a replica read runs on now: a standby in rotation that has replayed `mustHaveReplayed` (the caller's
   * last write; null when none), round robin, or null when only the primary will do.
   */
  readerFor(mustHaveReplayed: Lsn | null): Database | null;
  /** The primary's WAL position now: after a commit, every standby at or past it holds that commit. */
  primaryWriteLsn(): Promise<Lsn>;
  /** One round of the health loop now (tests and the first round at start). */
  probe(): Promise<void>;
  status(): { replicas: ReplicaStatus[]; primaryChosen: number };
  close(): Promise<void>;
}

interface ReplicaState extends ReplicaHealth {
  name: string;
  pool: pg.Pool;
  db: Database;
  lagMs: number | null;
  probedAtMs: number;
  reads: number;
  fallbacks: number;
  lastProblem: string | null;
}

const PROBE_STATEMENT = 'select pg_is_in_recovery() as in_recovery, pg_last_wal_replay_lsn()::text as replay_lsn';
/**
 * The write position (pg_current_wal_lsn), not the insert position, for the lag history: on an idle primary it equals
 * a caught-up standby's replay position, while the insert position can sit a page header further on.
 */
const PRIMARY_PROBE_STATEMENT = 'select pg_current_wal_lsn()::text as lsn';

const describeUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'replica';
  }
};

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error as Error)),
    );
  });

/** Opens a pool per standby and starts the health loop; the first round has run when this resolves. */
export async function openReplicaSet(options: ReplicaSetOptions): Promise<ReplicaSet> {
  const { primary, maxLagMs } = options;
  const probeIntervalMs = options.probeIntervalMs ?? Math.max(50, Math.min(1_000, Math.floor(maxLagMs / 4)));
  const probeTimeoutMs = Math.max(probeIntervalMs, 2_000);
  const history = new PrimaryLsnHistory(maxLagMs + 2 * probeIntervalMs);
  let primaryChosen = 0;
  let cursor = 0;

  const setInRotation = (replica: ReplicaState, isInRotation: boolean, reason: string) => {
    if (replica.isInRotation === isInRotation) return;
    replica.isInRotation = isInRotation;
    options.onRotationChange?.({ replica: replica.name, isInRotation, reason });
  };

  const replicas: ReplicaState[] = options.urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // A standby whose host is gone must not hold a read for the OS's TCP timeout: give up and let the primary serve.
      connectionTimeoutMillis: 2_000,
    });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const replica = {
      name: describeUrl(url),
      pool,
      isInRotation: false,
      replayLsn: null,
      lagMs: null,
      probedAtMs: 0,
      reads: 0,
      fallbacks: 0,
      lastProblem: 'not probed yet',
    } as Omit<ReplicaState, 'db'> as ReplicaState;
    const routed = new ReplicaReadPool({
      replica: pool,
      primary,
      onReplicaUnwell: (error) => {
        replica.lastProblem = error.message;
        setInRotation(replica, false, `a read failed: ${error.message}`);
      },
      onRead: (isOnReplica) => (isOnReplica ? replica.reads++ : replica.fallbacks++),
    });
    replica.db = drizzle(routed, { schema }) as unknown as Database;
    return replica;
  });

  const probeReplica = async (replica: ReplicaState) => {
    try {
      const { rows } = await withTimeout(
        replica.pool.query<{ in_recovery: boolean; replay_lsn: string | null }>(PROBE_STATEMENT),
        probeTimeoutMs,
      );
      const now = Date.now();
      const replayLsn = parseLsn(rows[0]?.replay_lsn);
      const isInRecovery = rows[0]?.in_recovery === true;
      // Replay only moves forward; a smaller figure would be a different server behind the same address.
      replica.replayLsn = replayLsn;
      replica.lagMs = replayLsn === null ? null : history.lagMs(replayLsn, now);
      replica.probedAtMs = now;
      const isInRotation = isProbeInRotation({ isInRecovery, replayLsn, lagMs: replica.lagMs }, maxLagMs);
      replica.lastProblem = isInRotation
        ? null
        : !isInRecovery
          ? 'not a standby (promoted or a primary)'
          : `replay lags ${replica.lagMs === null ? 'an unknown time' : `${replica.lagMs} ms`} (bound ${maxLagMs} ms)`;
      setInRotation(replica, isInRotation, replica.lastProblem ?? 'caught up');
    } catch (error) {
      replica.lastProblem = (error as Error).message;
      setInRotation(replica, false, `the health probe failed: ${replica.lastProblem}`);
    }
  };

  const probe = async () => {
    try {
      const { rows } = await withTimeout(primary.query<{ lsn: string }>(PRIMARY_PROBE_STATEMENT), probeTimeoutMs);
      const lsn = parseLsn(rows[0]?.lsn);
      if (lsn !== null) history.record(Date.now(), lsn);
    } catch {
      // The primary did not answer: without a fresh sample, standbys age out below on their own.
    }
    await Promise.all(replicas.map(probeReplica));
  };

  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    await probe();
    if (!isClosed) timer = setTimeout(() => void loop(), probeIntervalMs).unref();
  };
  await loop();

  return {
    readerFor(mustHaveReplayed) {
      const now = Date.now();
      // The lag at the last probe plus the time since: a standby whose probes stopped answering ages out of rotation.
      const health = replicas.map((replica) => ({
        isInRotation: replica.isInRotation && replica.lagMs !== null && replica.lagMs + (now - replica.probedAtMs) <= maxLagMs,
        replayLsn: replica.replayLsn,
      }));
      const index = chooseReader(health, mustHaveReplayed, cursor);
      if (index === null) {
        primaryChosen++;
        return null;
      }
      cursor = index + 1;
      return replicas[index]!.db;
    },
    async primaryWriteLsn() {
      // The insert position: with synchronous_commit off a commit may be inserted but not yet written, and the
      // caller's own write must never be missed (a page header too far only keeps them on the primary a moment longer).
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
      const lsn = parseLsn(rows[0]?.lsn);
      if (lsn === null) throw new Error(`the primary answered no WAL position (${rows[0]?.lsn})`);
      return lsn;
    },
    probe,
    status: () => ({
      replicas: replicas.map((replica) => ({
        replica: replica.name,
        isInRotation: replica.isInRotation,
        replayLsn: replica.replayLsn === null ? null : formatLsn(replica.replayLsn),
        lagMs: replica.lagMs === Number.POSITIVE_INFINITY ? null : replica.lagMs,
        reads: replica.reads,
        fallbacks: replica.fallbacks,
        lastProblem: replica.lastProblem,
      })),
      primaryChosen,
    }),
    async close() {
      isClosed = true;
      clearTimeout(timer);
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
