import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { areMigrationsCurrent, MIGRATIONS_FOLDER, migrateDatabase, openDatabase, schema, type DatabaseHandle } from '../src/index.ts';
import { insertFixtureArtist, openTestDatabase, withAdminClient, withDatabase } from '../src/testing/index.ts';

const folder = mkdtempSync(join(tmpdir(), 'creatorlens-migrations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The committed migrations plus one additive migration, as the next release would ship them. */
function nextReleaseMigrations(): string {
  const next = join(folder, 'next-release');
  cpSync(MIGRATIONS_FOLDER, next, { recursive: true });
  const journalPath = join(next, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_rolling_upgrade_probe`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  writeFileSync(journalPath, JSON.stringify(journal));
  // Additive only: a nullable column and a new table; nothing the old code reads or writes changes.
  writeFileSync(
    join(next, `${tag}.sql`),
    'ALTER TABLE "channel" ADD COLUMN "upgrade_note" text;\n--> statement-breakpoint\nCREATE TABLE "upgrade_probe" ("id" serial PRIMARY KEY, "note" text NOT NULL);\n',
  );
  return next;
}

/** Raw SQL for what the new release's code does with the columns only it knows. */
async function sqlOn<T>(handle: DatabaseHandle, statement: string, params: unknown[] = []): Promise<T[]> {
  return handle.kind === 'pglite'
    ? (await handle.pglite.query<T>(statement, params)).rows
    : ((await handle.pool.query(statement, params)).rows as T[]);
}

describe('rolling upgrade with an additive migration', () => {
  it('old code keeps reading and writing while the new release migrates and writes beside it', async () => {
    // The old release: a database migrated by this build (the test template). The new release: a second pool on
    // the same PostgreSQL database, or on PGlite (one process by construction) the same handle, used in the order
    // a rolling deploy runs them: old serves, new migrates, both serve.
    const old = await openTestDatabase(inject('databaseTemplate'));
    const next = old.kind === 'postgres' ? await openDatabase({ url: old.url, poolSize: 2 }) : old;
    try {
      const before = await insertFixtureArtist(old.db, {
        slug: 'before-upgrade',
        name: 'Before Upgrade',
        channels: [{ platform: 'youtube', handle: 'before-upgrade', followers: 10 }],
      });

      await migrateDatabase(next, { migrationsFolder: nextReleaseMigrations() });
      await sqlOn(next, 'update channel set upgrade_note = $1 where id = $2', ['written by the new release', before.channelIds[0]]);
      await sqlOn(next, "insert into upgrade_probe (note) values ('new release')");

      // The old release (this build's schema, which knows neither the column nor the table) still works.
      const during = await insertFixtureArtist(old.db, {
        slug: 'during-upgrade',
        name: 'During Upgrade',
        channels: [{ platform: 'tiktok', handle: 'during-upgrade', followers: 20 }],
      });
      const [oldRead] = await old.db.select().from(schema.channel).where(eq(schema.channel.id, before.channelIds[0]!));
      expect(oldRead?.handle).toBe('before-upgrade');
      await old.db.update(schema.channel).set({ followers: 11 }).where(eq(schema.channel.id, before.channelIds[0]!));
      // Its readiness check counts a database ahead of it as current, so a proxy keeps sending it traffic.
      expect(await areMigrationsCurrent(old)).toBe(true);

      // The new release reads what the old one wrote.
      const rows = await sqlOn<{ handle: string; upgrade_note: string | null; followers: number }>(
        next,
        'select handle, upgrade_note, followers::int as followers from channel where id = any($1) order by handle',
        [[before.channelIds[0], during.channelIds[0]]],
      );
      expect(rows).toEqual([
        { handle: 'before-upgrade', upgrade_note: 'written by the new release', followers: 11 },
        { handle: 'during-upgrade', upgrade_note: null, followers: 20 },
      ]);
    } finally {
      if (next !== old) await next.close();
      await old.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)('migrations across processes (PostgreSQL)', () => {
  it('two processes migrating one empty database together apply each migration once', async () => {
    const name = `cl_migrate_race_${process.pid}`;
    await withAdminClient(adminUrl!, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name}`).then(() => client.query(`CREATE DATABASE ${name}`)),
    );
    const url = withDatabase(adminUrl!, name);
    try {
      const script = new URL('./support/migrate-process.ts', import.meta.url).pathname;
      const run = () =>
        new Promise<{ code: number | null; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', script, url], { stdio: ['ignore', 'ignore', 'pipe'] });
          let stderr = '';
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('exit', (code) => resolve({ code, stderr }));
        });
      const results = await Promise.all([run(), run()]);
      expect(results).toEqual([
        { code: 0, stderr: '' },
        { code: 0, stderr: '' },
      ]);

      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const handle = await openDatabase({ url });
      try {
        if (handle.kind !== 'postgres') throw new Error('PostgreSQL expected');
        const applied = await handle.pool.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations');
        expect(applied.rows[0]?.count).toBe(journal.entries.length);
        expect(await areMigrationsCurrent(handle)).toBe(true);
      } finally {
        await handle.close();
      }
    } finally {
      await withAdminClient(adminUrl!, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
