import { integer, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits, in the database so every server process sharing it counts the same hits.
 * One row per limited key (e.g. "newsletter:ip:203.0.113.9") and window; rows of ended windows are deleted by the
 * periodic clean-up.
 */
export const rateLimitBucket = pgTable(
  'rate_limit_bucket',
  {
    key: text('key').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStartedAt] }), index('rate_limit_bucket_expires_idx').on(t.expiresAt)],
);
