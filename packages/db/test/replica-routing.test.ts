import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { chooseReader, isProbeInRotation } from '../src/replicas/choose-reader.ts';
import { PrimaryLsnHistory } from '../src/replicas/lag-history.ts';
import { formatLsn, parseLsn } from '../src/replicas/lsn.ts';
import { ReplicaReadPool } from '../src/replicas/replica-read-pool.ts';
import { isReplicaUnwell, shouldReadFromPrimaryInstead } from '../src/replicas/replica-failure.ts';

describe('WAL positions', () => {
  it('parse as PostgreSQL prints them and compare as numbers', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(formatLsn(parseLsn('16/B374D848')!)).toBe('16/B374D848');
  });

  it('read nothing else as a position', () => {
    expect(parseLsn(null)).toBeNull();
    expect(parseLsn('')).toBeNull();
    expect(parseLsn('16-B374D848')).toBeNull();
    expect(parseLsn('123456789/0')).toBeNull();
  });
});

describe('replay lag measured against the primary position history', () => {
  it('is the age of the newest primary sample the standby has replayed', () => {
    const history = new PrimaryLsnHistory(10_000);
    history.record(1_000, 100n);
    history.record(2_000, 200n);
    history.record(3_000, 300n);
    expect(history.lagMs(300n, 3_050)).toBe(50);
    expect(history.lagMs(250n, 3_050)).toBe(1_050);
    expect(history.lagMs(100n, 3_050)).toBe(2_050);
  });

  it('calls a caught-up standby of an idle primary current however long the primary has been idle', () => {
    const history = new PrimaryLsnHistory(10_000);
    for (let at = 0; at <= 60_000; at += 1_000) history.record(at, 500n);
    expect(history.lagMs(500n, 60_010)).toBe(10);
  });

  it('is unbounded for a standby behind every sample kept, and unknown before the first sample', () => {
    const history = new PrimaryLsnHistory(2_000);
    expect(history.lagMs(1n, 0)).toBeNull();
    for (let at = 0; at <= 10_000; at += 1_000) history.record(at, BigInt(at + 1_000));
    expect(history.lagMs(500n, 10_000)).toBe(Number.POSITIVE_INFINITY);
    expect(history.lagMs(9_000n, 10_000)).toBe(2_000);
  });
});

describe('which node serves a replica read', () => {
  const healthy = (replayLsn: bigint) => ({ isInRotation: true, replayLsn });

  it('takes standbys in turn', () => {
    const replicas = [healthy(10n), healthy(10n), healthy(10n)];
    expect([0, 1, 2, 3].map((cursor) => chooseReader(replicas, null, cursor))).toEqual([0, 1, 2, 0]);
  });

  it('skips standbys out of rotation, and falls back to the primary when none is left', () => {
    const replicas = [{ isInRotation: false, replayLsn: 10n }, healthy(10n)];
    expect(chooseReader(replicas, null, 0)).toBe(1);
    expect(chooseReader([{ isInRotation: false, replayLsn: 10n }], null, 0)).toBeNull();
    expect(chooseReader([], null, 0)).toBeNull();
  });

  it("uses only standbys that have replayed the caller's last write (read your writes)", () => {
    const replicas = [healthy(100n), healthy(250n)];
    expect(chooseReader(replicas, 200n, 0)).toBe(1);
    expect(chooseReader(replicas, 250n, 0)).toBe(1);
    expect(chooseReader(replicas, 251n, 0)).toBeNull();
    expect(chooseReader([{ isInRotation: true, replayLsn: null }], null, 0)).toBeNull();
  });

  it('keeps a standby in rotation only while it is a standby within the lag bound', () => {
    expect(isProbeInRotation({ isInRecovery: true, replayLsn: 5n, lagMs: 900 }, 1_000)).toBe(true);
    expect(isProbeInRotation({ isInRecovery: true, replayLsn: 5n, lagMs: 1_001 }, 1_000)).toBe(false);
    expect(isProbeInRotation({ isInRecovery: true, replayLsn: 5n, lagMs: null }, 1_000)).toBe(false);
    // Promoted: it no longer follows this primary.
    expect(isProbeInRotation({ isInRecovery: false, replayLsn: null, lagMs: 0 }, 1_000)).toBe(false);
  });
});

describe('which standby failures the primary absorbs', () => {
  const failure = (code: string | undefined, message: string) => Object.assign(new Error(message), code ? { code } : {});

  it('takes a killed or unreachable standby out and reads from the primary', () => {
    for (const error of [
      failure('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433'),
      failure(undefined, 'Connection terminated unexpectedly'),
      failure('57P01', 'terminating connection due to administrator command'),
      failure(undefined, 'timeout exceeded when trying to connect'),
    ]) {
      expect(shouldReadFromPrimaryInstead(error)).toBe(true);
      expect(isReplicaUnwell(error)).toBe(true);
    }
  });

  it('reads from the primary after a recovery conflict or a write refused by the standby, keeping the standby', () => {
    const conflict = failure('40001', 'canceling statement due to conflict with recovery');
    expect(shouldReadFromPrimaryInstead(conflict)).toBe(true);
    const readOnly = failure('25006', 'cannot execute INSERT in a read-only transaction');
    expect(shouldReadFromPrimaryInstead(readOnly)).toBe(true);
    expect(isReplicaUnwell(readOnly)).toBe(false);
  });

  it("passes the statement's own errors through", () => {
    expect(shouldReadFromPrimaryInstead(failure('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(shouldReadFromPrimaryInstead(failure('57014', 'canceling statement due to statement timeout'))).toBe(false);
  });
});

describe('the pool behind a replica-read procedure', () => {
  /** A pool double that records the statements it was given and answers or fails as told. */
  const fakePool = (name: string, fail?: Error) => {
    const seen: string[] = [];
    const pool = {
      seen,
      query: async (config: { text: string } | string) => {
        seen.push(typeof config === 'string' ? config : config.text);
        if (fail) throw fail;
        return { rows: [{ from: name }] };
      },
      connect: async () => ({ from: name }),
    };
    return pool as typeof pool & pg.Pool;
  };

  const routed = (replica: pg.Pool, primary: pg.Pool) => {
    const events: string[] = [];
    const pool = new ReplicaReadPool({
      replica,
      primary,
      onReplicaUnwell: (error) => events.push(`unwell: ${error.message}`),
      onRead: (isOnReplica) => events.push(isOnReplica ? 'replica' : 'fallback'),
    });
    return { pool, events };
  };

  it('sends reads to the standby and writes and transactions to the primary', async () => {
    const replica = fakePool('replica');
    const primary = fakePool('primary');
    const { pool, events } = routed(replica, primary);
    expect(await pool.query({ text: 'select 1' })).toEqual({ rows: [{ from: 'replica' }] });
    expect(await pool.query('insert into "job" ("queue") values ($1)', ['x'])).toEqual({ rows: [{ from: 'primary' }] });
    expect(await pool.connect()).toEqual({ from: 'primary' });
    expect(pool).toBeInstanceOf(pg.Pool);
    expect(replica.seen).toEqual(['select 1']);
    expect(primary.seen).toEqual(['insert into "job" ("queue") values ($1)']);
    expect(events).toEqual(['replica']);
  });

  it('runs a read the standby lost once on the primary and reports the standby', async () => {
    const replica = fakePool('replica', Object.assign(new Error('Connection terminated unexpectedly'), {}));
    const primary = fakePool('primary');
    const { pool, events } = routed(replica, primary);
    expect(await pool.query({ text: 'select 2' })).toEqual({ rows: [{ from: 'primary' }] });
    expect(primary.seen).toEqual(['select 2']);
    expect(events).toEqual(['unwell: Connection terminated unexpectedly', 'fallback']);
  });

  it("does not run a read again when the statement's own error failed it", async () => {
    const replica = fakePool('replica', Object.assign(new Error('division by zero'), { code: '22012' }));
    const primary = fakePool('primary');
    const { pool } = routed(replica, primary);
    await expect(pool.query({ text: 'select 1/0' })).rejects.toThrow('division by zero');
    expect(primary.seen).toEqual([]);
  });
});
