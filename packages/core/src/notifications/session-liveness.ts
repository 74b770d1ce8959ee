import { eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';

/** The facts that decide whether a session may still use the notification API. */
export interface SessionFacts {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  banned: boolean;
  isAnonymous: boolean;
  guestExpiresAt: Date | null;
}

/**
 * Whether a session of this user is still alive: the row exists (sign-out deletes it), has not expired, the user is
 * not banned, and a guest's time is not up. The same rules loadActor applies to every tRPC request.
 */
export function isSessionAlive(facts: SessionFacts | undefined, userId: string, now = new Date()): boolean {
  if (!facts || facts.userId !== userId) return false;
  if (facts.expiresAt.getTime() <= now.getTime()) return false;
  if (facts.banned) return false;
  if (facts.isAnonymous && (!facts.guestExpiresAt || facts.guestExpiresAt.getTime() <= now.getTime())) return false;
  return true;
}

/** Reads the liveness facts of many sessions in one query (a missing id is a signed-out or deleted session). */
export async function readSessionFacts(db: Database, sessionIds: readonly string[]): Promise<Map<string, SessionFacts>> {
  const facts = new Map<string, SessionFacts>();
  if (sessionIds.length === 0) return facts;
  const rows = await db
    .select({
      sessionId: schema.session.id,
      userId: schema.session.userId,
      expiresAt: schema.session.expiresAt,
      banned: schema.user.banned,
      isAnonymous: schema.user.isAnonymous,
      guestExpiresAt: schema.user.guestExpiresAt,
    })
    .from(schema.session)
    .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
    .where(inArray(schema.session.id, [...sessionIds]));
  for (const row of rows) facts.set(row.sessionId, { ...row, banned: Boolean(row.banned) });
  return facts;
}

/**
 * The organisations each of these users belongs to, in one query; the realtime sweep re-checks `lists:` topics with
 * it (a user missing from the map belongs to none).
 */
export async function readMemberships(db: Database, userIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const memberships = new Map<string, Set<string>>();
  if (userIds.length === 0) return memberships;
  const rows = await db
    .select({ userId: schema.member.userId, organizationId: schema.member.organizationId })
    .from(schema.member)
    .where(inArray(schema.member.userId, [...userIds]));
  for (const row of rows) {
    let organizations = memberships.get(row.userId);
    if (!organizations) memberships.set(row.userId, (organizations = new Set()));
    organizations.add(row.organizationId);
  }
  return memberships;
}
