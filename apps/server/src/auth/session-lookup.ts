import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MembershipFacts, SessionIdentity } from '@creatorlens/core/load-actor';
import type { Database } from '@creatorlens/db';
import type { Auth } from './create-auth.ts';
import type { SessionCache } from './session-cache.ts';
import { parseCookieHeader } from '../http/cookies.ts';

/**
 * Reads a request's session, user and active membership in ONE query instead of better-auth's getSession
 * (session + user queries, then the actor's membership query): the per-request cost every tRPC call pays.
 *
 * It only answers the easy, common case and returns undefined for everything else, so better-auth stays the
 * authority: a missing or badly signed cookie, an unknown or expired session, and a session that is due for
 * its sliding refresh all go through auth.api.getSession (which refreshes, deletes expired rows and so on).
 * With a `cache` (session-cache.ts), an answer is kept per process until a session change is heard (decision 015);
 * without one, the session row is read on every request. See docs/decisions/006-session-lookup.md.
 */
export interface SessionLookup {
  lookup(cookieHeader: string | undefined): Promise<SessionIdentity | undefined>;
}

interface SessionRow {
  session_id: string;
  user_id: string;
  expires_at: Date | string;
  active_organization_id: string | null;
  role: string | null;
  is_anonymous: boolean | null;
  guest_expires_at: Date | string | null;
  banned: boolean | null;
  member_organization_id: string | null;
  member_role: string | null;
  license_name: string | null;
  valid_until: Date | string | null;
  constraints: MembershipFacts['constraints'] | null;
}

export async function createSessionLookup({
  auth,
  db,
  secret,
  cache,
}: {
  auth: Auth;
  db: Database;
  secret: string;
  cache?: SessionCache | undefined;
}): Promise<SessionLookup> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const dontRememberName = context.authCookies.dontRememberToken.name;
  const expiresInMs = context.sessionConfig.expiresIn * 1000;
  const updateAgeMs = context.sessionConfig.updateAge * 1000;

  return {
    async lookup(cookieHeader) {
      if (!cookieHeader) return undefined;
      const cookies = parseCookieHeader(cookieHeader);
      // "Don't remember me" sessions have their own refresh rules in better-auth: leave them to it.
      if (cookies.has(dontRememberName)) return undefined;
      const token = verifySignedValue(cookies.get(cookieName), secret);
      if (!token) return undefined;
      const cached = cache?.get(token, Date.now());
      if (cached) return cached;

      const generation = cache?.generation();
      const rows = await readSessionRows(db, token);
      const row = rows[0];
      if (!row) return undefined;
      const now = Date.now();
      const expiresAt = new Date(row.expires_at).getTime();
      const refreshDueAt = expiresAt - expiresInMs + updateAgeMs;
      // Expired, or old enough that better-auth would slide its expiry forward on this request: let it do so.
      if (!(expiresAt > now) || refreshDueAt <= now) return undefined;

      const identity: SessionIdentity = {
        userId: row.user_id,
        sessionId: row.session_id,
        activeOrganizationId: row.active_organization_id,
        user: {
          role: row.role,
          isAnonymous: Boolean(row.is_anonymous),
          guestExpiresAt: row.guest_expires_at === null ? null : new Date(row.guest_expires_at),
          banned: row.banned,
        },
        membership:
          row.member_organization_id === null
            ? null
            : {
                organizationId: row.member_organization_id,
                role: row.member_role,
                licenseName: row.license_name,
                validUntil: row.valid_until === null ? null : new Date(row.valid_until),
                constraints: row.constraints,
              },
      };
      cache?.set(token, { identity, expiresAt, refreshDueAt }, generation!, now);
      return identity;
    },
  };
}

/** The session, its user and the membership loadActor would pick (the active organisation, else the first). */
async function readSessionRows(db: Database, token: string): Promise<SessionRow[]> {
  const result = await db.execute(sql`
    select s.id as session_id, s.user_id, s.expires_at, s.active_organization_id,
           u.role, u.is_anonymous, u.guest_expires_at, u.banned,
           m.organization_id as member_organization_id, m.role as member_role,
           l.name as license_name, l.valid_until, l.constraints
      from session s
      join "user" u on u.id = s.user_id
      left join lateral (
        select mm.organization_id, mm.role
          from member mm
         where mm.user_id = s.user_id
           and (s.active_organization_id is null or mm.organization_id = s.active_organization_id)
         order by mm.created_at
         limit 1
      ) m on true
      left join organization_license l on l.organization_id = m.organization_id
     where s.token = ${token}`);
  return ((result as { rows?: SessionRow[] }).rows ?? (result as unknown as SessionRow[])) as SessionRow[];
}

/** Checks better-call's signed-cookie format "value.base64(HMAC-SHA256(secret, value))"; the value or null. */
function verifySignedValue(signedValue: string | undefined, secret: string): string | null {
  if (!signedValue) return null;
  const separator = signedValue.lastIndexOf('.');
  if (separator < 1) return null;
  const value = signedValue.slice(0, separator);
  const signature = signedValue.slice(separator + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
