import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { signReadAfter, verifyReadAfter } from '../src/http/read-your-writes.ts';

const PRIMARY = 'postgres://app@db-1:5432/creatorlens';

describe('read replica settings', () => {
  it('reads nothing from standbys unless DATABASE_REPLICA_URLS names some, with a lag bound of 5 s', () => {
    expect(readConfig({ DATABASE_URL: PRIMARY })).toMatchObject({ databaseReplicaUrls: [], replicaMaxLagMs: 5_000 });
  });

  it('takes a comma-separated list of standbys and a lag bound', () => {
    const config = readConfig({
      DATABASE_URL: PRIMARY,
      DATABASE_REPLICA_URLS: ' postgres://app@db-2:5432/creatorlens, postgresql://app@db-3/creatorlens ,',
      REPLICA_MAX_LAG_MS: '2500',
    });
    expect(config.databaseReplicaUrls).toEqual(['postgres://app@db-2:5432/creatorlens', 'postgresql://app@db-3/creatorlens']);
    expect(config.replicaMaxLagMs).toBe(2_500);
  });

  it('refuses standbys without a PostgreSQL primary, URLs that are not PostgreSQL, repeats and bad bounds', () => {
    expect(() => readConfig({ DATABASE_REPLICA_URLS: 'postgres://db-2/creatorlens' })).toThrow(/needs DATABASE_URL/);
    expect(() => readConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'mysql://user:secret@db-2/x' })).toThrow(
      /must start with postgres:\/\//,
    );
    // The password of a mistyped URL never reaches the message (it ends up in logs).
    expect(() => readConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'mysql://user:secret@db-2/x' })).not.toThrow(/secret/);
    expect(() => readConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: PRIMARY })).toThrow(/must not name DATABASE_URL/);
    expect(() => readConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'postgres://db-2/x,postgres://db-2/x' })).toThrow(/twice/);
    expect(() => readConfig({ DATABASE_URL: PRIMARY, REPLICA_MAX_LAG_MS: '0' })).toThrow(/REPLICA_MAX_LAG_MS/);
  });
});

describe('the signed write position', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';

  it('round-trips a position signed with the same secret', () => {
    const lsn = (0x16n << 32n) | 0xb374d848n;
    expect(verifyReadAfter(secret, signReadAfter(secret, lsn))).toBe(lsn);
  });

  it('refuses a position that is missing, altered, or signed with another secret', () => {
    const signed = signReadAfter(secret, 0x1000n);
    expect(verifyReadAfter(secret, null)).toBeNull();
    expect(verifyReadAfter(secret, signed.replace(/^1000/, 'ffff'))).toBeNull();
    expect(verifyReadAfter('another-secret-of-thirty-two-characters', signed)).toBeNull();
    expect(verifyReadAfter(secret, 'ffffffffffffffff')).toBeNull();
  });
});
