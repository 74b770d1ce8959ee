import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@creatorlens/core/actor';
import { AppError } from '@creatorlens/core/errors';
import { loadActor } from '@creatorlens/core/load-actor';
import { postSubject, requirePermission, SPEC_PERMISSIONS, type Action, type SubjectName } from '@creatorlens/core/permissions';
import { PLATFORMS, schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Every permission of the spec, asked of real actors resolved from the seeded database the way a request resolves
 * them. Procedures for campaigns, watchlists, tags and CRM fields arrive with later work and get their own
 * FORBIDDEN tests there; this pins the model they will enforce.
 */

let app: TestApp;
const actors: Record<string, Actor> = {};

async function actorFor(email: string): Promise<Actor> {
  const [user] = await app.db().select().from(schema.user).where(eq(schema.user.email, email));
  return loadActor({ db: app.db() }, { userId: user!.id, sessionId: 'test', activeOrganizationId: null });
}

const outcome = (actor: Actor, action: Action, subject: SubjectName): string => {
  try {
    requirePermission(actor, action, subject);
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
};

beforeAll(async () => {
  app = await createTestApp();
  for (const email of ['org-admin', 'member', 'expired-admin', 'expired-member'])
    actors[email] = await actorFor(`${email}@creatorlens.test`);
  const guestCookie = await app.signInAsGuest();
  const me = await app.query(guestCookie, 'user.getSessionUser');
  actors.guest = await loadActor({ db: app.db() }, { userId: me.data!.user.id, sessionId: 'test', activeOrganizationId: null });
  const outsiderCookie = await app.signUp({ name: 'No Org Yet', email: 'noorg@example.com' });
  const outsider = await app.query(outsiderCookie, 'user.getSessionUser');
  await app.db().delete(schema.member).where(eq(schema.member.userId, outsider.data!.user.id));
  actors.withoutOrganization = await loadActor(
    { db: app.db() },
    { userId: outsider.data!.user.id, sessionId: 'test', activeOrganizationId: null },
  );
});
afterAll(() => app.close());

describe('permission matrix on real actors', () => {
  it('allows an organisation admin everything the spec lists', () => {
    for (const [action, subject] of SPEC_PERMISSIONS)
      expect(outcome(actors['org-admin']!, action, subject), `${action} ${subject}`).toBe('allowed');
  });

  it.each(SPEC_PERMISSIONS)('%s %s: FORBIDDEN for a user without an organisation', (action, subject) => {
    expect(outcome(actors.withoutOrganization!, action, subject)).toBe('FORBIDDEN');
  });

  it('forbids members to read users (the members admin link)', () => {
    expect(outcome(actors.member!, 'read', 'user')).toBe('FORBIDDEN');
  });

  it.each(SPEC_PERMISSIONS.filter(([action]) => action !== 'read'))('%s %s: FORBIDDEN for guests', (action, subject) => {
    expect(outcome(actors.guest!, action, subject)).toBe('FORBIDDEN');
  });

  it.each(SPEC_PERMISSIONS.filter(([action]) => action !== 'read'))('%s %s: LICENSE_EXPIRED with an expired licence', (action, subject) => {
    expect(outcome(actors['expired-admin']!, action, subject)).toBe('LICENSE_EXPIRED');
    expect(outcome(actors['expired-member']!, action, subject)).toBe('LICENSE_EXPIRED');
  });

  it('reads posts only on the licence platforms: Professional has no Snapchat', () => {
    const ability = requirePermission(actors.member!, 'read', 'channel');
    const readable = PLATFORMS.filter((platform) => ability.can('read', postSubject(platform)));
    expect(readable).toEqual(['instagram', 'tiktok', 'youtube', 'twitch']);
  });
});
