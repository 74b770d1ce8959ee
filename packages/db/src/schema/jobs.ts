import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization, user } from './auth.ts';
import { channel } from './creators.ts';

export interface JobProgress {
  done: number;
  total: number;
  /** A message key with values for the UI, e.g. { key: 'Jobs.importing', values: { n: 10 } }. */
  message?: string;
}

/**
 * The durable job queue (runs on PostgreSQL and PGlite alike). A worker claims a row with
 * FOR UPDATE SKIP LOCKED and a lease (locked_until); a lease that runs out (crashed process) makes the job claimable
 * again, so a job survives a restart. state: queued, running, completed, failed, cancelled.
 */
export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('queued'),
    priority: integer('priority').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** At most one queued or running job per key (e.g. refresh:channel:{id}). */
    singletonKey: text('singleton_key'),
    progress: jsonb('progress').$type<JobProgress>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    lastError: text('last_error'),
    organizationId: text('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_claim_idx')
      .on(t.queue, t.priority, t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('job_org_idx').on(t.organizationId, t.createdAt),
    index('job_state_idx').on(t.state, t.updatedAt),
    uniqueIndex('job_singleton_uq')
      .on(t.singletonKey)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

/** Per-row outcome of an import job (matched, created, invalid with reason), for the report and its download. */
export const jobRowResult = pgTable(
  'job_row_result',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    status: text('status').notNull(),
    input: text('input').notNull(),
    reason: text('reason'),
    channelId: uuid('channel_id').references(() => channel.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNumber] })],
);

/**
 * Credentials and endpoints of one connector (youtube, twitch, instagram, tiktok, google_oauth, meta_oauth), set by
 * platform admins. The secret part is encrypted (AES-256-GCM with a key derived from AUTH_SECRET) and never leaves
 * the server; settings holds what may be shown (client id, base URL, daily quota).
 */
export const connectorCredential = pgTable('connector_credential', {
  connector: text('connector').primaryKey(),
  encryptedSecret: text('encrypted_secret'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Quota units and requests spent per connector and UTC day, so a refresh stops before the platform's limit. */
export const connectorQuotaUsage = pgTable(
  'connector_quota_usage',
  {
    connector: text('connector').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    unitsUsed: integer('units_used').notNull().default(0),
    requests: integer('requests').notNull().default(0),
    throttled: integer('throttled').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connector, t.day] })],
);

/** A creator's own account connected through OAuth (google, meta) to share audience demographics. */
export const creatorConnection = pgTable(
  'creator_connection',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Access and refresh token, encrypted like connector secrets. */
    encryptedTokens: text('encrypted_tokens').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    connectedBy: text('connected_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('creator_connection_channel_provider_uq').on(t.channelId, t.provider)],
);
