import { describe, expect, it } from 'vitest';
import { isConnectionLost, isReadStatement } from '../src/read-retry.ts';

describe('isReadStatement', () => {
  it('takes selects, CTE reads and SHOW as reads', () => {
    expect(isReadStatement('select "id", "updated_at" from "user" where "id" = $1')).toBe(true);
    expect(isReadStatement('  WITH recent AS (select 1) select * from recent')).toBe(true);
    expect(isReadStatement('show server_version')).toBe(true);
  });

  it('never takes writes, data-modifying CTEs or functions with side effects as reads', () => {
    expect(isReadStatement('insert into "job" ("queue") values ($1)')).toBe(false);
    expect(isReadStatement('update "user" set "name" = $1')).toBe(false);
    expect(isReadStatement('with moved as (delete from "job" returning *) select count(*) from moved')).toBe(false);
    expect(isReadStatement("select pg_notify('creatorlens', $1)")).toBe(false);
    expect(isReadStatement('select pg_advisory_lock(1)')).toBe(false);
    expect(isReadStatement("select nextval('seq')")).toBe(false);
  });
});

describe('isConnectionLost', () => {
  it('recognises a dead or restarting server, not a failed statement', () => {
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
  });
});
