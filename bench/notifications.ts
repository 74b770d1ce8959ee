import pg from 'pg';
import { DEMO_MEMBER_EMAIL, signIn } from './lib/auth.ts';
import { armWatchdog, benchDatabaseUrl, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { runLoad, type LoadOptions } from './lib/load.ts';
import { spawnServer } from './lib/server.ts';
import { round, roundSummary, type LatencySummary } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

/**
 * Notification feed fetch (50 items with their counts) on PostgreSQL, through the Knock-compatible HTTP API with a
 * real user token, against the same SQL driven the same way. The issue asks for 2,000,000 messages over 20,000
 * users; generating that takes several minutes on this machine, so the default is scaled down (and printed).
 * BENCH_NOTIFY_MESSAGES / BENCH_NOTIFY_USERS set the size.
 */
const MESSAGES = Number(process.env.BENCH_NOTIFY_MESSAGES ?? 200_000);
const USERS = Number(process.env.BENCH_NOTIFY_USERS ?? 2_000);
/** The measured user's own feed: enough for several pages, with unread and unseen items. */
const OWN_MESSAGES = 500;
const PAGE_SIZE = 50;
const P95_LOAD: LoadOptions = { concurrency: 10, warmup: 200, count: 2_000, maxSeconds: 60 };
const RPS_LOAD: LoadOptions = { concurrency: 50, warmup: 500, count: 5_000, maxSeconds: 60 };

interface Run {
  api: LatencySummary;
  sql: LatencySummary;
}
export interface NotificationsBenchResult {
  messages: number;
  users: number;
  generateSeconds: number;
  at10: Run;
  at50: Run;
}

const BLOCKS = JSON.stringify([
  { type: 'markdown', name: 'body', content: 'Bench', rendered: '<p><strong>Bench</strong> mentioned you in a comment on <em>Artist</em></p>' },
  { type: 'text', name: 'action_url', content: '/artists/x', rendered: '/artists/x' },
]);

/** Synthetic users and messages straight in SQL (generate_series), then ANALYZE. */
async function generate(client: pg.Client, userId: string, channelId: string): Promise<number> {
  const started = performance.now();
  await client.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bench-user-' || g, 'Bench User ' || g, 'bench' || g || '@bench.test', true, now(), now() from generate_series(1, $1) g`,
    [USERS],
  );
  const others = Math.max(0, MESSAGES - OWN_MESSAGES);
  await client.query(
    `insert into notification_message (channel_id, recipient_id, workflow_key, workflow_run_id, categories, blocks, inserted_at, read_at, seen_at)
     select $1, 'bench-user-' || (1 + g % $3), 'comment-mentioned', gen_random_uuid(), '{collaboration}', $4::jsonb,
            now() - g * interval '1 second', case when g % 3 = 0 then now() end, case when g % 2 = 0 then now() end
     from generate_series(1, $2) g`,
    [channelId, others, USERS, BLOCKS],
  );
  await client.query(
    `insert into notification_message (channel_id, recipient_id, workflow_key, workflow_run_id, categories, blocks, inserted_at, read_at, seen_at)
     select $1, $2, 'comment-mentioned', gen_random_uuid(), '{collaboration}', $4::jsonb,
            now() - g * interval '1 second', case when g % 3 = 0 then now() end, case when g % 2 = 0 then now() end
     from generate_series(1, $3) g`,
    [channelId, userId, OWN_MESSAGES, BLOCKS],
  );
  await client.query('analyze notification_message');
  return (performance.now() - started) / 1000;
}

/** The same work the feed endpoint does in SQL: one page (+1 to know whether there is a next one) and the counts. */
const PAGE_SQL = `select * from notification_message where recipient_id = $1 and channel_id = $2 and archived_at is null
  order by inserted_at desc, id desc limit ${PAGE_SIZE + 1}`;
const COUNT_SQL = `select count(*)::int as total, count(*) filter (where read_at is null)::int as unread,
  count(*) filter (where seen_at is null)::int as unseen from notification_message
  where recipient_id = $1 and channel_id = $2 and archived_at is null`;

export async function runNotificationsBench(): Promise<NotificationsBenchResult | null> {
  const adminUrl = benchDatabaseUrl();
  if (!adminUrl) {
    console.log('notifications bench: skipped (needs BENCH_DATABASE_URL, PostgreSQL)');
    return null;
  }
  const database = await createScratchDatabase(adminUrl, 'notify');
  const dataDir = makeTempDir('notify');
  const server = await spawnServer({ dataDir, databaseUrl: database.url });
  try {
    const cookie = await signIn(server.baseUrl, DEMO_MEMBER_EMAIL);
    const configResponse = await fetch(`${server.baseUrl}/api/trpc/notification.getClientConfig`, { headers: { cookie } });
    const config = ((await configResponse.json()) as { result: { data: { publicKey: string; userId: string; userToken: string; feedChannelId: string } } })
      .result.data;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    console.log(`notifications bench: generating ${MESSAGES.toLocaleString('en')} messages over ${USERS.toLocaleString('en')} users`);
    const generateSeconds = await generate(client, config.userId, config.feedChannelId);
    await client.end();

    const url = `${server.baseUrl}/v1/users/${encodeURIComponent(config.userId)}/feeds/${config.feedChannelId}?archived=exclude&page_size=${PAGE_SIZE}`;
    const headers = { Authorization: `Bearer ${config.publicKey}`, 'X-Knock-User-Token': config.userToken, Accept: 'application/json' };
    const apiTask = async () => {
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { entries?: unknown[] };
      if (!response.ok || body.entries?.length !== PAGE_SIZE) throw new Error(`feed answered ${response.status}`);
    };
    const measure = async (load: LoadOptions): Promise<Run> => {
      const api = await runLoad(apiTask, load);
      const pool = new pg.Pool({ connectionString: database.url, max: load.concurrency });
      try {
        const sql = await runLoad(async () => {
          await Promise.all([pool.query(PAGE_SQL, [config.userId, config.feedChannelId]), pool.query(COUNT_SQL, [config.userId, config.feedChannelId])]);
        }, load);
        return { api: roundSummary(api), sql: roundSummary(sql) };
      } finally {
        await pool.end();
      }
    };
    const at10 = await measure(P95_LOAD);
    const at50 = await measure(RPS_LOAD);
    return { messages: MESSAGES, users: USERS, generateSeconds: round(generateSeconds, 1), at10, at50 };
  } finally {
    await server.stop();
    await database.drop();
    removeDir(dataDir);
  }
}

export function printNotifications(result: NotificationsBenchResult | null): void {
  if (!result) return;
  const row = (label: string, run: Run) => [
    label,
    run.api.p95Ms,
    run.api.throughputPerSecond,
    run.sql.p95Ms,
    run.sql.throughputPerSecond,
    round(run.api.throughputPerSecond / Math.max(run.sql.throughputPerSecond, 1e-9), 2),
  ];
  printTable(
    `Notification feed fetch, ${PAGE_SIZE} items + counts (PostgreSQL, ${result.messages.toLocaleString('en')} messages / ${result.users.toLocaleString('en')} users, generated in ${result.generateSeconds} s; issue size 2,000,000 / 20,000)`,
    ['clients', 'API p95 ms (<= 10 at 10)', 'API req/s (>= 2,000 at 50)', 'raw SQL p95 ms', 'raw SQL req/s', 'API / SQL throughput'],
    [row('10', result.at10), row('50', result.at50)],
  );
}

if (isMainModule(import.meta.url)) {
  armWatchdog('notifications bench', 30);
  printNotifications(await runNotificationsBench());
  process.exit(0);
}
