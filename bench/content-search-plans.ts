import { eq } from 'drizzle-orm';
import { searchContent } from '@creatorlens/core/discovery';
import { loadActor } from '@creatorlens/core/load-actor';
import { openDatabase, schema } from '@creatorlens/db';
import { DISCOVERY_COUNT_CAP } from '@creatorlens/contracts';
import { DEMO_MEMBER_EMAIL } from './lib/auth.ts';
import { captureQueries, explainAnalyze, planBound, planGist } from './lib/scale/capture.ts';
import { SCALE_NOW } from './lib/scale/workloads.ts';

const DAY = 86_400_000;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement content search sends, for a mix of a rare, a common and a very
 * frequent word, both sorts, with and without platform, date and country filters, and a deep (cursor) page: the
 * per-statement time and rows examined against rows returned. Needs an already scaled PostgreSQL
 * (BENCH_SCALE_DATABASE_URL); it does not migrate it. Words: BENCH_CONTENT_WORDS=rare,common,frequent.
 */
async function main() {
  const url = process.env.BENCH_SCALE_DATABASE_URL;
  if (!url) throw new Error('set BENCH_SCALE_DATABASE_URL');
  const handle = await openDatabase({ url, poolSize: 2 });
  const db = handle.db;
  const [member] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_MEMBER_EMAIL));
  if (!member) throw new Error(`no ${DEMO_MEMBER_EMAIL}`);
  const actor = await loadActor({ db }, { userId: member.id, sessionId: 'bench', activeOrganizationId: null });
  const [rare, common, frequent] = (process.env.BENCH_CONTENT_WORDS ?? 'drones,minecraft,video').split(',');
  const ranged = { publishedFrom: SCALE_NOW - 150 * DAY, publishedTo: SCALE_NOW - 60 * DAY };
  const filters: [string, Record<string, unknown>][] = [
    ['no filter', {}],
    ['tiktok', { platforms: ['tiktok'] }],
    ['tiktok 90 days', { platforms: ['tiktok'], ...ranged }],
    ['country DE', { country: 'DE' }],
  ];
  const cases: [string, Record<string, unknown>][] = [];
  for (const [kind, q] of [
    ['rare', rare],
    ['common', common],
    ['frequent', frequent],
  ] as const) {
    for (const sort of ['relevance', 'newest']) {
      for (const [label, filter] of filters) cases.push([`${kind} "${q}" ${sort} ${label}`, { q, sort, pageSize: 50, ...filter }]);
    }
  }
  const only = process.env.BENCH_CONTENT_ONLY;
  for (const [label, input] of cases) {
    if (only && !label.includes(only)) continue;
    let lastCursor: string | null = null;
    for (const pageLabel of ['page 1', 'page 2']) {
      if (pageLabel === 'page 2' && !lastCursor) continue;
      const pageInput = pageLabel === 'page 2' ? { ...input, cursor: lastCursor } : input;
      const statements = await captureQueries(handle, async () => {
        const page = (await searchContent({ db, actor }, pageInput as never)) as {
          nextCursor?: string | null;
          total: number;
          totalIsCapped: boolean;
        };
        lastCursor = page.nextCursor ?? null;
        console.log(`${label} ${pageLabel}: total ${page.total}${page.totalIsCapped ? '+' : ''}`);
      });
      for (const statement of statements) {
        if (!/^\s*\(?\s*(select|with)/i.test(statement.text)) continue;
        const plan = await explainAnalyze(handle, statement);
        const gist = planGist(plan);
        const bound = planBound(plan, DISCOVERY_COUNT_CAP);
        console.log(
          `  ${String(gist.executionMs).padStart(8)} ms  examined ${bound.rowsExamined} returned ${bound.rowsReturned} (${bound.bound})  ${statement.text.replace(/\s+/g, ' ').slice(0, 90)}`,
        );
        if (process.env.BENCH_CONTENT_PLANS) console.log(plan.map((line) => `      ${line}`).join('\n'));
      }
    }
  }
  await handle.close();
}

await main();
