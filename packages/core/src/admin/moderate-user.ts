import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { UserRole } from '../actor.ts';
import { AppError } from '../errors.ts';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import type { Dependencies } from '../dependencies.ts';

async function requireExistingUser(db: Database, userId: string): Promise<{ id: string; isAnonymous: boolean }> {
  const [user] = await db
    .select({ id: schema.user.id, isAnonymous: schema.user.isAnonymous })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'No user with this id exists.');
  return user;
}

/** Makes a user a platform admin or a plain user; an admin cannot demote themselves (someone must stay in charge). */
export async function setUserRole(
  { db, actor }: Dependencies,
  input: { userId: string; role: UserRole },
): Promise<{ userId: string; role: UserRole }> {
  requirePlatformAdmin(actor);
  if (input.userId === actor.userId && input.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'You cannot remove your own admin role. Ask another admin to do it.');
  }
  const user = await requireExistingUser(db, input.userId);
  if (user.isAnonymous && input.role === 'admin') throw new AppError('VALIDATION', 'Guest accounts cannot become admins.');
  await db
    .update(schema.user)
    .set({ role: input.role, updatedAt: sql`now()` })
    .where(eq(schema.user.id, input.userId));
  return { userId: input.userId, role: input.role };
}

/**
 * Bans a user and signs them out everywhere at once (their sessions are deleted in the same transaction, so no
 * request slips through between the two). better-auth refuses their sign-in while the ban lasts.
 */
export async function banUser(
  { db, actor }: Dependencies,
  input: { userId: string; reason?: string | null | undefined; expiresAt?: Date | null | undefined },
  now = new Date(),
): Promise<{ userId: string; isBanned: true }> {
  requirePlatformAdmin(actor);
  if (input.userId === actor.userId) throw new AppError('FORBIDDEN', 'You cannot ban yourself.');
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION', 'expiresAt: the end of a ban must lie in the future.');
  }
  await requireExistingUser(db, input.userId);
  await db.transaction(async (tx) => {
    await tx
      .update(schema.user)
      .set({ banned: true, banReason: input.reason?.trim() || null, banExpires: input.expiresAt ?? null, updatedAt: sql`now()` })
      .where(eq(schema.user.id, input.userId));
    await tx.delete(schema.session).where(eq(schema.session.userId, input.userId));
  });
  return { userId: input.userId, isBanned: true };
}

/** Lifts a ban; the user can sign in again. */
export async function unbanUser({ db, actor }: Dependencies, input: { userId: string }): Promise<{ userId: string; isBanned: false }> {
  requirePlatformAdmin(actor);
  await requireExistingUser(db, input.userId);
  await db
    .update(schema.user)
    .set({ banned: false, banReason: null, banExpires: null, updatedAt: sql`now()` })
    .where(eq(schema.user.id, input.userId));
  return { userId: input.userId, isBanned: false };
}
