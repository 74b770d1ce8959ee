import { and, asc, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { toOrgRole, toUserRole, type Actor } from './actor.ts';
import { AppError } from './errors.ts';

/** The user columns the actor needs; better-auth's session lookup already read them, so callers pass them on. */
export interface SessionUserFacts {
  role: string | null;
  isAnonymous: boolean;
  guestExpiresAt: Date | null;
  banned: boolean | null;
}

/** The membership (with its licence) loadActor picks: the active organisation's, else the user's first. */
export interface MembershipFacts {
  organizationId: string;
  role: string | null;
  licenseName: string | null;
  validUntil: Date | null;
  constraints: typeof schema.organizationLicense.$inferSelect.constraints | null;
}

export interface SessionIdentity {
  userId: string;
  sessionId: string;
  activeOrganizationId: string | null;
  /** Fresh from this request's session lookup; omitted, the user row is read here. */
  user?: SessionUserFacts | undefined;
  /** Read together with the session (null: none found); omitted, it is read here. */
  membership?: MembershipFacts | null | undefined;
}

/**
 * Resolves the actor for a session: the user's role, the active organisation (only while still a member,
 * else the first organisation they belong to) and that organisation's licence.
 * Guests whose time is up are refused here, so an expired guest session fails on the server, not only in the UI.
 */
export async function loadActor({ db }: { db: Database }, identity: SessionIdentity, now = new Date()): Promise<Actor> {
  const user = identity.user ?? (await readUserFacts(db, identity.userId));
  if (!user || user.banned) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  if (user.isAnonymous && (!user.guestExpiresAt || user.guestExpiresAt.getTime() <= now.getTime())) {
    throw new AppError('GUEST_EXPIRED', 'Your guest session has ended. Sign up to keep exploring.');
  }

  const membership = identity.membership !== undefined ? (identity.membership ?? undefined) : await readMembership(db, identity);
  if (!membership && identity.activeOrganizationId) {
    // The active organisation is stale (membership removed): fall back to the user's first organisation.
    return loadActor({ db }, { ...identity, activeOrganizationId: null, membership: undefined }, now);
  }

  return {
    userId: identity.userId,
    sessionId: identity.sessionId,
    userRole: toUserRole(user.role),
    isGuest: user.isAnonymous,
    guestExpiresAt: user.guestExpiresAt,
    organizationId: membership?.organizationId ?? null,
    orgRole: toOrgRole(membership?.role),
    license:
      membership?.licenseName && membership.validUntil && membership.constraints
        ? { name: membership.licenseName, validUntil: membership.validUntil, constraints: membership.constraints }
        : null,
  };
}

async function readUserFacts(db: Database, userId: string): Promise<SessionUserFacts | undefined> {
  const [user] = await db
    .select({
      role: schema.user.role,
      isAnonymous: schema.user.isAnonymous,
      guestExpiresAt: schema.user.guestExpiresAt,
      banned: schema.user.banned,
    })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return user;
}

async function readMembership(db: Database, identity: SessionIdentity): Promise<MembershipFacts | undefined> {
  const memberships = await db
    .select({
      organizationId: schema.member.organizationId,
      role: schema.member.role,
      licenseName: schema.organizationLicense.name,
      validUntil: schema.organizationLicense.validUntil,
      constraints: schema.organizationLicense.constraints,
    })
    .from(schema.member)
    .leftJoin(schema.organizationLicense, eq(schema.organizationLicense.organizationId, schema.member.organizationId))
    .where(
      identity.activeOrganizationId
        ? and(eq(schema.member.userId, identity.userId), eq(schema.member.organizationId, identity.activeOrganizationId))
        : eq(schema.member.userId, identity.userId),
    )
    .orderBy(asc(schema.member.createdAt))
    .limit(1);
  return memberships[0];
}
