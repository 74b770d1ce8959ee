import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { registerReplicaMetrics } from './replica-metrics.ts';

/** Seconds; from a cached feed page (~1 ms) to a slow export (~10 s). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from an event reaching this process to the frames written to its sockets. */
const FAN_OUT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export interface ServerMetrics {
  registry: Registry;
  /** One HTTP request outside tRPC, labelled by its route pattern (never the raw URL: ids would explode the series). */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** One tRPC procedure call (each procedure of a batch gets the batch's duration). */
  observeProcedure(labels: { procedure: string; type: 'query' | 'mutation'; status: number }, seconds: number): void;
  observeFanOut(seconds: number): void;
  /** Where the open socket count is read at each scrape. */
  countSocketsWith(read: () => number): void;
  /** A socket closed, or an upgrade refused, by one of the socket's abuse rules (a closed set of reasons). */
  countSocketRefusal(reason: string): void;
}

interface QueueRow {
  queue: string;
  queued: number;
  running: number;
  oldest_seconds: number | null;
}

/**
 * The server's Prometheus metrics: request and procedure latency histograms (rates come from their _count), open
 * sockets, the job queue's depth and oldest due job, database pool use, notification fan-out latency, and Node's
 * process metrics. Gauges that need the database read it at scrape time, so an idle server costs nothing.
 */
export function createServerMetrics(database: DatabaseHandle): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'creatorlens_' });
  const requests = new Histogram({
    name: 'creatorlens_http_request_duration_seconds',
    help: 'HTTP requests outside tRPC by route pattern (the /v1 notification API, auth, assets, pages).',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const procedures = new Histogram({
    name: 'creatorlens_trpc_procedure_duration_seconds',
    help: 'tRPC procedure calls by procedure name.',
    labelNames: ['procedure', 'type', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const fanOut = new Histogram({
    name: 'creatorlens_notification_fanout_seconds',
    help: 'From a feed event reaching this process to the pushes written to every subscribed socket.',
    buckets: FAN_OUT_BUCKETS,
    registers: [registry],
  });
  const socketRefusals = new Counter({
    name: 'creatorlens_socket_refusals_total',
    help: 'Sockets closed or upgrades refused by an abuse rule (frame rate, invalid frame, frame size, upgrade rate, ...).',
    labelNames: ['reason'],
    registers: [registry],
  });
  let readSockets: () => number = () => 0;
  new Gauge({
    name: 'creatorlens_websockets_open',
    help: 'Open notification sockets (/ws/v1/websocket) on this process.',
    registers: [registry],
    collect() {
      this.set(readSockets());
    },
  });

  const queued = new Gauge({
    name: 'creatorlens_job_queue_depth',
    help: 'Jobs due to run and not yet claimed, by queue.',
    labelNames: ['queue'],
    registers: [registry],
  });
  const running = new Gauge({
    name: 'creatorlens_jobs_running',
    help: 'Jobs claimed by a worker (any process), by queue.',
    labelNames: ['queue'],
    registers: [registry],
  });
  new Gauge({
    name: 'creatorlens_job_queue_oldest_age_seconds',
    help: 'How long the oldest due, unclaimed job of each queue has waited.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      queued.reset();
      running.reset();
      let rows: QueueRow[];
      try {
        rows = await selectRows<QueueRow>(
          database.db,
          sql`
          select queue,
                 count(*) filter (where state = 'queued' and run_at <= now())::int as queued,
                 count(*) filter (where state = 'running')::int as running,
                 extract(epoch from now() - min(run_at) filter (where state = 'queued' and run_at <= now()))::float8 as oldest_seconds
          from job where state in ('queued', 'running') group by queue`,
        );
      } catch {
        // Database unreachable: the gauges stay empty for this scrape (/readyz says why).
        return;
      }
      for (const row of rows) {
        queued.set({ queue: row.queue }, Number(row.queued));
        running.set({ queue: row.queue }, Number(row.running));
        this.set({ queue: row.queue }, Number(row.oldest_seconds ?? 0));
      }
    },
  });

  new Gauge({
    name: 'creatorlens_db_pool_connections',
    help: 'Database connections by state: PostgreSQL pool (total, idle, in use, waiting callers, max); PGlite is one in-process connection.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (database.kind === 'postgres') {
        const { totalCount, idleCount, waitingCount } = database.pool;
        this.set({ state: 'total' }, totalCount);
        this.set({ state: 'idle' }, idleCount);
        this.set({ state: 'in_use' }, totalCount - idleCount);
        this.set({ state: 'waiting' }, waitingCount);
        this.set({ state: 'max' }, database.pool.options.max ?? 10);
      } else {
        this.set({ state: 'total' }, 1);
        this.set({ state: 'max' }, 1);
      }
    },
  });

  if (database.kind === 'postgres' && database.replicas) registerReplicaMetrics(registry, database.replicas);

  return {
    registry,
    observeRequest: ({ method, route, status }, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    observeProcedure: ({ procedure, type, status }, seconds) => procedures.observe({ procedure, type, status: String(status) }, seconds),
    observeFanOut: (seconds) => fanOut.observe(seconds),
    countSocketsWith: (read) => {
      readSockets = read;
    },
    countSocketRefusal: (reason) => socketRefusals.inc({ reason }),
  };
}
