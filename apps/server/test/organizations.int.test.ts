import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('organisations', () => {
  it('lists both organisations of a user in two and switches the active one for this session', async () => {
    const cookie = await app.signIn('two-orgs@creatorlens.test');
    const before = await app.query(cookie, 'user.getMyOrganizations');
    expect(before.data.map((o) => o.name)).toEqual(['Kessel Brands GmbH', 'Nordlicht Agency']);
    const inactive = before.data.find((o) => !o.isActive)!;

    const switched = await app.mutate(cookie, 'user.switchOrganization', { organizationId: inactive.id });
    expect(switched.status).toBe(200);
    expect(switched.data).toEqual({ organizationId: inactive.id });

    const after = await app.query(cookie, 'user.getMyOrganizations');
    expect(after.data.find((o) => o.isActive)?.id).toBe(inactive.id);
    const me = await app.query(cookie, 'user.getSessionUser');
    expect(me.data!.organization).toMatchObject({ id: inactive.id, orgRole: 'owner' });

    // Another session of the same user keeps its own active organisation.
    const otherSession = await app.signIn('two-orgs@creatorlens.test');
    const other = await app.query(otherSession, 'user.getMyOrganizations');
    expect(other.data.find((o) => o.isActive)?.id).not.toBe(inactive.id);
  });

  it("refuses switching into another organisation's workspace", async () => {
    const outsider = await app.signIn('expired-member@creatorlens.test');
    const nordlicht = await app.db().select().from(schema.organization).where(eq(schema.organization.name, 'Nordlicht Agency'));
    const answer = await app.mutate(outsider, 'user.switchOrganization', { organizationId: nordlicht[0]!.id });
    expect(answer.status).toBe(403);
    expect(answer.error?.data.appCode).toBe('FORBIDDEN');
  });

  it('refuses switching into an organisation that does not exist with the same answer', async () => {
    const cookie = await app.signIn('member@creatorlens.test');
    const answer = await app.mutate(cookie, 'user.switchOrganization', { organizationId: 'no-such-organisation' });
    expect(answer.status).toBe(403);
  });
});

describe('licences', () => {
  it('shows an expired licence through the API', async () => {
    const cookie = await app.signIn('expired-member@creatorlens.test');
    const me = await app.query(cookie, 'user.getSessionUser');
    expect(me.data!.organization!.license!.isExpired).toBe(true);
    expect(me.data!.organization!.license!.validUntil).toBeLessThan(Date.now());
  });

  it('stops creator data for an expired licence with LICENSE_EXPIRED', async () => {
    const cookie = await app.signIn('expired-member@creatorlens.test');
    const answer = await app.query(cookie, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
    expect(answer.status).toBe(403);
    expect(answer.error?.data.appCode).toBe('LICENSE_EXPIRED');
  });

  it('lets the same user back in once the licence is renewed', async () => {
    const cookie = await app.signIn('expired-admin@creatorlens.test');
    const me = await app.query(cookie, 'user.getSessionUser');
    await app
      .db()
      .update(schema.organizationLicense)
      .set({ validUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(schema.organizationLicense.organizationId, me.data!.organization!.id));
    const answer = await app.query(cookie, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
    expect(answer.status).toBe(200);
    await app
      .db()
      .update(schema.organizationLicense)
      .set({ validUntil: new Date(Date.now() - 86_400_000) })
      .where(eq(schema.organizationLicense.organizationId, me.data!.organization!.id));
  });
});

describe('account manager', () => {
  it('answers organisation admins, also with an expired licence', async () => {
    for (const email of ['org-admin@creatorlens.test', 'expired-admin@creatorlens.test']) {
      const cookie = await app.signIn(email);
      const answer = await app.query(cookie, 'user.getAccountManager');
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ name: expect.any(String), email: expect.stringContaining('@') });
    }
  });

  it('refuses members, on the server', async () => {
    for (const email of ['member@creatorlens.test', 'expired-member@creatorlens.test']) {
      const cookie = await app.signIn(email);
      const answer = await app.query(cookie, 'user.getAccountManager');
      expect(answer.status).toBe(403);
      expect(answer.error?.data.appCode).toBe('FORBIDDEN');
    }
  });
});
