import { eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';

export const VERIFY_EMAIL_FIRST_MESSAGE =
  'Please verify your e-mail first: open the link we sent you, or resend it from the banner at the top of the app.';

/** Whether the user proved they control their e-mail address (verification link or password reset). */
async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ emailVerified: schema.user.emailVerified }).from(schema.user).where(eq(schema.user.id, userId));
  return row?.emailVerified === true;
}

/**
 * FORBIDDEN ("verify your e-mail first") for an unverified account spending credits of a trial organisation: anyone
 * can sign up with any address and gets a trial, so what the trial pays for is tied to a proven address.
 * Paid licences are unaffected (their members joined by a verified invitation or were set up by an operator).
 */
export async function requireVerifiedEmailForTrialSpending(db: Database, actor: Actor): Promise<void> {
  if (!actor.organizationId) return;
  const [row] = await db
    .select({ isTrial: schema.licenseTemplate.isTrial })
    .from(schema.organizationLicense)
    .innerJoin(schema.licenseTemplate, eq(schema.licenseTemplate.id, schema.organizationLicense.templateId))
    .where(eq(schema.organizationLicense.organizationId, actor.organizationId));
  if (!row?.isTrial) return;
  if (!(await isEmailVerified(db, actor.userId))) throw new AppError('FORBIDDEN', VERIFY_EMAIL_FIRST_MESSAGE);
}

/** Marks an address as verified after the person proved control of it another way (a password reset link). */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db.update(schema.user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(schema.user.id, userId));
}
