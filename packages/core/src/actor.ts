import type { LicenseConstraints } from '@creatorlens/db/constants';

export type UserRole = 'user' | 'admin';
export type OrgRole = 'owner' | 'admin' | 'member';

export interface ActorLicense {
  name: string;
  validUntil: Date;
  constraints: LicenseConstraints;
}

/** Who is calling: resolved once per request from the session, then handed to every core function. */
export interface Actor {
  userId: string;
  sessionId: string;
  userRole: UserRole;
  isGuest: boolean;
  guestExpiresAt: Date | null;
  /** The active organisation, only when the user is (still) a member of it. */
  organizationId: string | null;
  orgRole: OrgRole | null;
  license: ActorLicense | null;
}

export const isOrgAdmin = (actor: Pick<Actor, 'orgRole'>): boolean => actor.orgRole === 'owner' || actor.orgRole === 'admin';

export const isLicenseExpired = (license: Pick<ActorLicense, 'validUntil'>, now: Date): boolean =>
  license.validUntil.getTime() <= now.getTime();

export const toOrgRole = (role: string | null | undefined): OrgRole | null =>
  role === 'owner' || role === 'admin' || role === 'member' ? role : null;

export const toUserRole = (role: string | null | undefined): UserRole => (role === 'admin' ? 'admin' : 'user');
