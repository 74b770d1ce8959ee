import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter sign-ups with double opt-in: a row starts pending with a confirmation token mailed to the address;
 * only confirmed rows may be mailed. The unsubscribe token is separate so a forwarded confirmation mail cannot
 * be used to unsubscribe someone else later, and vice versa.
 */
export const newsletterSubscription = pgTable('newsletter_subscription', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('en'),
  status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
  /** SHA-256 of the confirmation token (the token itself is only in the mail). */
  confirmTokenHash: text('confirm_token_hash'),
  unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
