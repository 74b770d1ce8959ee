import { eq } from 'drizzle-orm';
import { schema, type Database, type LicenseConstraints } from '@creatorlens/db';
import { isLicenseExpired, type Actor, type OrgRole, type UserRole } from '../actor.ts';
import { AppError } from '../errors.ts';
import { defineAbilityFor, type AppAbility, type RawRuleOf } from '../permissions/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface SessionUserView {
  user: {
    id: string;
    name: string;
    username: string | null;
    email: string;
    /** False until the address is verified: the app shell offers to resend the mail. */
    emailVerified: boolean;
    image: string | null;
    role: UserRole;
    displayName: string;
    isGuest: boolean;
    /** True within a day of sign-up: the home page says "Welcome", not "Welcome back", to someone who has not been away. */
    isNewAccount: boolean;
  };
  organization: {
    id: string;
    name: string;
    slug: string;
    logo: string | null;
    orgRole: OrgRole;
    license: { name: string; validUntil: number; isExpired: boolean; constraints: LicenseConstraints } | null;
  } | null;
  rules: RawRuleOf<AppAbility>[];
  /** Set while a platform admin acts as this user (better-auth impersonation): who is really at the keyboard. */
  impersonatedBy?: { id: string; name: string } | null;
}

/** Display name is the username, falling back to the name (spec §3). */
export const displayNameOf = (user: { name: string; username: string | null }): string => user.username?.trim() || user.name;

const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** Whether an account created at createdAt still counts as new at now (its first day). */
const isNewAccount = (createdAt: Date, now: Date): boolean => now.getTime() - createdAt.getTime() < NEW_ACCOUNT_MS;

/** Everything the client needs about the signed-in user in one call, including the CASL rules. */
export async function getSessionUser({ db, actor }: Dependencies, now = new Date()): Promise<SessionUserView> {
  const [user] = await db.select().from(schema.user).where(eq(schema.user.id, actor.userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  let organization: SessionUserView['organization'] = null;
  if (actor.organizationId && actor.orgRole) {
    const [org] = await db.select().from(schema.organization).where(eq(schema.organization.id, actor.organizationId));
    if (org) {
      organization = {
        id: org.id,
        name: org.name,
        slug: org.slug,
        logo: org.logo,
        orgRole: actor.orgRole,
        license: actor.license
          ? {
              name: actor.license.name,
              validUntil: actor.license.validUntil.getTime(),
              isExpired: isLicenseExpired(actor.license, now),
              constraints: actor.license.constraints,
            }
          : null,
      };
    }
  }
  return {
    user: {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      role: actor.userRole,
      displayName: displayNameOf(user),
      isGuest: actor.isGuest,
      isNewAccount: isNewAccount(user.createdAt, now),
    },
    organization,
    rules: defineAbilityFor(actor, now).rules,
    impersonatedBy: await findImpersonator(db, actor.sessionId),
  };
}

/** The admin behind an impersonation session (better-auth writes their id on the session row), else null. */
async function findImpersonator(db: Database, sessionId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: schema.user.id, name: schema.user.name })
    .from(schema.session)
    .innerJoin(schema.user, eq(schema.user.id, schema.session.impersonatedBy))
    .where(eq(schema.session.id, sessionId));
  return row ?? null;
}

/** When the guest session ends, as epoch milliseconds; null for regular users. */
export function getGuestExpiration({ actor }: { actor: Actor }): { epochMillis: number } | null {
  return actor.isGuest && actor.guestExpiresAt ? { epochMillis: actor.guestExpiresAt.getTime() } : null;
}
