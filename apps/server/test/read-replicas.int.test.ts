import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle, type ReplicaSet } from '@creatorlens/db';
import { startPrimaryWithStandby, whyNoStreamingReplication, type StreamingPair } from '@creatorlens/test-support/postgres-replication';
import { seedTestBase } from '../../../tests/setup/seed-test-base.ts';
import { createApp, type App } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { READ_AFTER_COOKIE } from '../src/http/read-your-writes.ts';
import { ORIGIN, TEST_SERVER_ENV } from './support/test-app.ts';

/**
 * A real PostgreSQL primary with a hot standby (pg_basebackup -R) behind the real server: replica reads go to the
 * standby, a person reads their own writes even from a paused standby (also through a second server process), a
 * lagging standby is taken out, and killing the standby fails no read.
 */
const skipReason = whyNoStreamingReplication();
if (skipReason) console.log(`read-replicas.int.test.ts skipped: ${skipReason}`);

const MAX_LAG_MS = 800;

let pair: StreamingPair;
let handles: DatabaseHandle[] = [];
let apps: App[] = [];

const openWithStandby = () =>
  openDatabase({
    url: pair.primaryUrl,
    replicaUrls: [pair.standbyUrl],
    replicaMaxLagMs: MAX_LAG_MS,
    replicaProbeIntervalMs: 50,
    poolSize: 5,
    onIdleConnectionError: () => {},
  });

async function startApp(database: DatabaseHandle): Promise<App> {
  const config = readConfig({ ...TEST_SERVER_ENV, JOB_WORKER: 'off' });
  const app = await createApp(config, { database });
  await app.server.ready();
  apps.push(app);
  return app;
}

const replicasOf = (handle: DatabaseHandle): ReplicaSet => {
  if (handle.kind !== 'postgres' || !handle.replicas) throw new Error('expected a PostgreSQL handle with replicas');
  return handle.replicas;
};

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A browser's cookie jar over inject(): keeps what Set-Cookie sends (the session and the write position). */
function browser(app: App) {
  const jar = new Map<string, string>();
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (method: 'GET' | 'POST', path: string, input: unknown) => {
    const response = await app.server.inject(
      method === 'GET'
        ? { method, url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie: cookie() } }
        : {
            method,
            url: `/api/trpc/${path}`,
            payload: JSON.stringify(input),
            headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: cookie() },
          },
    );
    keep(response.headers['set-cookie']);
    const body = JSON.parse(response.body) as { result?: { data: unknown }; error?: { message: string } };
    return { status: response.statusCode, data: body.result?.data as never, error: body.error ?? null };
  };
  return {
    jar,
    useApp: (other: App) => (app = other),
    async signIn(email: string) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'creatorlens-demo' },
        headers: { origin: ORIGIN },
      });
      expect(response.statusCode).toBe(200);
      keep(response.headers['set-cookie']);
    },
    query: (path: string, input: unknown) => call('GET', path, input),
    mutate: (path: string, input: unknown) => call('POST', path, input),
  };
}

async function onStandby<T>(statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: pair.standbyUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

const MEMBERSHIPS = 'artist.getArtistMemberships';

describe.skipIf(skipReason !== null)('read replicas on a real primary and hot standby', () => {
  let primaryHandle: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    pair = await startPrimaryWithStandby();
    primaryHandle = await openWithStandby();
    handles.push(primaryHandle);
    await migrateDatabase(primaryHandle);
    await seedTestBase(primaryHandle.db);
    app = await startApp(primaryHandle);
  }, 240_000);

  afterAll(async () => {
    for (const started of apps) await started.close();
    for (const handle of handles) await handle.close();
    apps = [];
    handles = [];
    await pair?.stop();
  }, 60_000);

  it('sends replica reads to the standby and everything else to the primary', async () => {
    const replicas = replicasOf(primaryHandle);
    await waitFor(() => replicas.status().replicas[0]!.isInRotation, 'the standby is in rotation');
    const person = browser(app);
    await person.signIn('member@creatorlens.test');
    const before = replicas.status();
    const memberships = await person.query(MEMBERSHIPS, { slug: 'fixture-artist' });
    expect(memberships.status).toBe(200);
    const search = await person.query('channel.searchChannels', { q: 'fixture' });
    expect(search.status).toBe(200);
    expect((search.data as unknown[]).length).toBeGreaterThan(0);
    const after = replicas.status();
    expect(after.replicas[0]!.reads).toBeGreaterThan(before.replicas[0]!.reads);
    expect(after.primaryChosen).toBe(before.primaryChosen);
    expect(after.replicas[0]!.fallbacks).toBe(0);
    // A read outside the replica procedures (the session user) never counts as a standby read.
    const reads = after.replicas[0]!.reads;
    expect((await person.query('user.getMyOrganizations', undefined)).status).toBe(200);
    expect(replicas.status().replicas[0]!.reads).toBe(reads);
  });

  it('shows a person their own write at once, from the primary, while the standby has not replayed it', async () => {
    const replicas = replicasOf(primaryHandle);
    await waitFor(() => replicas.status().replicas[0]!.isInRotation, 'the standby is in rotation');
    const person = browser(app);
    await person.signIn('member@creatorlens.test');
    const [channel] = (await person.query('channel.searchChannels', { q: 'fixture_live' })).data as { id: string }[];
    await pair.pauseReplay();
    try {
      const watchlist = await person.mutate('watchlist.createWatchlist', { name: 'Gleich sichtbar', type: 'manual' });
      expect(watchlist.status).toBe(200);
      const watchlistId = (watchlist.data as { id: string }).id;
      expect((await person.mutate('watchlist.addChannels', { watchlistId, channelIds: [channel!.id] })).status).toBe(200);
      expect(person.jar.has(READ_AFTER_COOKIE)).toBe(true);

      const primaryChosen = replicas.status().primaryChosen;
      const memberships = await person.query(MEMBERSHIPS, { slug: 'fixture-artist' });
      expect((memberships.data as { watchlists: { id: string }[] }).watchlists.map((w) => w.id)).toContain(watchlistId);
      expect(replicas.status().primaryChosen).toBe(primaryChosen + 1);
      // The standby really does not have it yet: only the primary could have answered.
      expect(await onStandby(`select 1 from watchlist where id = '${watchlistId}'`)).toEqual([]);

      // Another server process (its own pools and health loop, the same secret) honours the same cookie.
      const otherHandle = await openWithStandby();
      handles.push(otherHandle);
      const otherApp = await startApp(otherHandle);
      person.useApp(otherApp);
      const elsewhere = await person.query(MEMBERSHIPS, { slug: 'fixture-artist' });
      expect((elsewhere.data as { watchlists: { id: string }[] }).watchlists.map((w) => w.id)).toContain(watchlistId);
      person.useApp(app);

      // A forged position is ignored, not trusted: the caller is then just another reader.
      const forger = browser(app);
      await forger.signIn('member@creatorlens.test');
      forger.jar.set(READ_AFTER_COOKIE, 'ffffffffffffffff.AAAAAAAAAAAAAAAAAAAAAA');
      expect((await forger.query(MEMBERSHIPS, { slug: 'fixture-artist' })).status).toBe(200);
    } finally {
      await pair.resumeReplay();
    }
  });

  it('takes a lagging standby out of rotation and back in once it has caught up', async () => {
    const replicas = replicasOf(primaryHandle);
    await waitFor(() => replicas.status().replicas[0]!.isInRotation, 'the standby is in rotation');
    await pair.pauseReplay();
    try {
      // WAL the paused standby receives but does not apply.
      await primaryHandle.db.execute(sql`create table if not exists replica_lag_marker (at timestamptz)`);
      await primaryHandle.db.execute(sql`insert into replica_lag_marker values (now())`);
      await waitFor(() => !replicas.status().replicas[0]!.isInRotation, 'the paused standby is out of rotation', 10 * MAX_LAG_MS);
      expect(replicas.status().replicas[0]!.lastProblem).toMatch(/lags/);
      const person = browser(app);
      await person.signIn('member@creatorlens.test');
      const before = replicas.status();
      expect((await person.query(MEMBERSHIPS, { slug: 'fixture-artist' })).status).toBe(200);
      expect(replicas.status().primaryChosen).toBe(before.primaryChosen + 1);
      expect(replicas.status().replicas[0]!.reads).toBe(before.replicas[0]!.reads);
    } finally {
      await pair.resumeReplay();
    }
    await waitFor(() => replicas.status().replicas[0]!.isInRotation, 'the standby is back in rotation');
  });

  it('fails no read when the standby is killed under load', async () => {
    const replicas = replicasOf(primaryHandle);
    await waitFor(() => replicas.status().replicas[0]!.isInRotation, 'the standby is in rotation');
    const readers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const person = browser(app);
        await person.signIn('member@creatorlens.test');
        return person;
      }),
    );
    const primaryChosenBefore = replicas.status().primaryChosen;
    const answers: number[] = [];
    const failures: string[] = [];
    let isRunning = true;
    const loops = readers.map(async (person, index) => {
      while (isRunning) {
        const answer =
          index % 2 === 0
            ? await person.query(MEMBERSHIPS, { slug: 'fixture-artist' })
            : await person.query('channel.searchChannels', { q: 'fixture' });
        answers.push(answer.status);
        if (answer.status !== 200) failures.push(`${answer.status}: ${answer.error?.message}`);
      }
    });
    await waitFor(() => replicas.status().replicas[0]!.reads > 20 + answers.length / 2, 'reads reach the standby');
    await pair.killStandby();
    const killedAt = answers.length;
    await waitFor(() => answers.length > killedAt + 30, 'reads continue after the kill');
    isRunning = false;
    await Promise.all(loops);
    expect(failures).toEqual([]);
    expect(replicas.status().replicas[0]!.isInRotation).toBe(false);
    // After the kill the primary served them: reads the standby lost mid-flight, then every read until it returns.
    expect(replicas.status().primaryChosen).toBeGreaterThan(primaryChosenBefore);
  }, 60_000);
});
