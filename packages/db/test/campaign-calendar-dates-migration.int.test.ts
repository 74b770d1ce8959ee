import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../src/index.ts';
import { openTestDatabase } from '../src/testing/index.ts';

const MIGRATION_TAG = '0019_campaign_calendar_dates';

async function run(handle: DatabaseHandle, statement: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return handle.kind === 'pglite'
    ? (await handle.pglite.query<Record<string, unknown>>(statement, params)).rows
    : ((await handle.pool.query(statement, params)).rows as Record<string, unknown>[]);
}

/**
 * Puts the campaign table back as it was before 0019 (timestamptz columns) and later runs the committed file's own
 * statements. Migrating a fresh database through every migration up to 0018 takes longer than a test may on this
 * machine; the template is migrated already, and reverting the two columns is exactly the old schema of this table.
 */
const BEFORE_0019 = [
  'ALTER TABLE "campaign" ALTER COLUMN "start_time" TYPE timestamp with time zone USING "start_time"::timestamp AT TIME ZONE \'UTC\'',
  'ALTER TABLE "campaign" ALTER COLUMN "end_time" TYPE timestamp with time zone USING "end_time"::timestamp AT TIME ZONE \'UTC\'',
];
const migrationStatements = () =>
  readFileSync(join(MIGRATIONS_FOLDER, `${MIGRATION_TAG}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);

// Instants the old dialog wrote: local midnight of the first day, local midnight after the last day.
const OLD_ROWS = [
  // Berlin (CEST, UTC+2): 15.03.–31.05.2027 was saved as 2027-03-14T23:00Z (CET) .. 2027-05-31T22:00Z.
  { name: 'berlin', start: '2027-03-14T23:00:00Z', end: '2027-05-31T22:00:00Z', expected: ['2027-03-15', '2027-05-31'] },
  // Los Angeles (PDT, UTC-7): the same run as 2027-03-15T07:00Z .. 2027-06-01T07:00Z.
  { name: 'los-angeles', start: '2027-03-15T07:00:00Z', end: '2027-06-01T07:00:00Z', expected: ['2027-03-15', '2027-05-31'] },
  // UTC itself, and Auckland in winter (NZST, UTC+12: midnight is exactly 12:00 UTC the day before).
  { name: 'utc', start: '2027-03-15T00:00:00Z', end: '2027-06-01T00:00:00Z', expected: ['2027-03-15', '2027-05-31'] },
  { name: 'auckland', start: '2027-06-14T12:00:00Z', end: '2027-06-30T12:00:00Z', expected: ['2027-06-15', '2027-06-30'] },
  // Written through the API as two instants of one day: the run lasts that day instead of ending before it starts.
  { name: 'same-day', start: '2027-03-15T09:00:00Z', end: '2027-03-15T10:00:00Z', expected: ['2027-03-15', '2027-03-15'] },
  { name: 'open', start: '2027-03-14T23:00:00Z', end: null, expected: ['2027-03-15', null] },
  { name: 'unscheduled', start: null, end: null, expected: [null, null] },
];

describe(`migration ${MIGRATION_TAG}`, () => {
  it('turns the old start and end instants into the first and last calendar day that were meant', async () => {
    const handle = await openTestDatabase(inject('databaseTemplate'));
    try {
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      expect(journal.entries.map((entry) => entry.tag)).toContain(MIGRATION_TAG);
      for (const statement of BEFORE_0019) await run(handle, statement);
      // The session's time zone must not matter: the conversion reads every instant in UTC.
      await run(handle, "set time zone 'America/Los_Angeles'");
      await run(handle, "insert into organization (id, name, slug) values ('org-dates', 'Dates', 'dates-migration')");
      for (const row of OLD_ROWS) {
        await run(handle, 'insert into campaign (organization_id, name, start_time, end_time) values ($1, $2, $3, $4)', [
          'org-dates',
          row.name,
          row.start,
          row.end,
        ]);
      }

      for (const statement of migrationStatements()) await run(handle, statement);

      const converted = await run(
        handle,
        `select name, start_time::text as start, end_time::text as end, pg_typeof(start_time)::text as type
           from campaign where organization_id = 'org-dates' order by name`,
      );
      expect(new Set(converted.map((row) => row.type))).toEqual(new Set(['date']));
      expect(Object.fromEntries(converted.map((row) => [row.name, [row.start, row.end]]))).toEqual(
        Object.fromEntries(OLD_ROWS.map((row) => [row.name, row.expected])),
      );
    } finally {
      await handle.close();
    }
  });
});
