import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organization } from './auth.ts';
import type { LicenseConstraints } from '../constants.ts';

export { PLATFORMS } from '../constants.ts';
export type { Platform, LicenseConstraints } from '../constants.ts';

export const licenseTemplate = pgTable('license_template', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** How long a licence made from this template lasts. */
  durationDays: integer('duration_days').notNull(),
  constraints: jsonb('constraints').$type<LicenseConstraints>().notNull(),
  priceMonthlyCents: integer('price_monthly_cents').notNull().default(0),
  isTrial: boolean('is_trial').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The licence an organisation holds: a copy of its template's terms, so editing a template never changes live licences. */
export const organizationLicense = pgTable('organization_license', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: text('organization_id')
    .notNull()
    .unique()
    .references(() => organization.id, { onDelete: 'cascade' }),
  templateId: uuid('template_id').references(() => licenseTemplate.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  constraints: jsonb('constraints').$type<LicenseConstraints>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountManager = pgTable('account_manager', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  image: text('image'),
});

/** Product settings of an organisation that better-auth's organization table does not hold. */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  accountManagerId: uuid('account_manager_id').references(() => accountManager.id, { onDelete: 'set null' }),
  defaultLanguage: text('default_language').notNull().default('en'),
  /** The organisation guests are placed in; exactly one should carry it. */
  isGuestDemo: boolean('is_guest_demo').notNull().default(false),
});

/** Installation-wide values that several server processes must agree on (e.g. the generated auth secret). */
export const instanceSetting = pgTable('instance_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
