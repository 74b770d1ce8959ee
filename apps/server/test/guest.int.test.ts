import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ guestSessionMinutes: 30 });
});
afterAll(() => app.close());

describe('guest sessions', () => {
  it('places a guest in the demo organisation with an expiry about 30 minutes away', async () => {
    const cookie = await app.signInAsGuest();
    const expiration = await app.query(cookie, 'user.getGuestExpiration');
    expect(expiration.status).toBe(200);
    expect(expiration.data!.epochMillis - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expiration.data!.epochMillis - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const me = await app.query(cookie, 'user.getSessionUser');
    expect(me.data!.user.isGuest).toBe(true);
    expect(me.data!.organization).toMatchObject({ name: 'Nordlicht Agency', orgRole: 'member' });
    const artist = await app.query(cookie, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
    expect(artist.status).toBe(200);
  });

  it('caps the stored session at the guest expiry, so better-auth itself ends it too', async () => {
    const cookie = await app.signInAsGuest();
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const [session] = await app.db().select().from(schema.session).where(eq(schema.session.token, token));
    const [user] = await app.db().select().from(schema.user).where(eq(schema.user.id, session!.userId));
    expect(session!.expiresAt.getTime()).toBe(user!.guestExpiresAt!.getTime());
  });

  it('is refused by the server once the expiry has passed', async () => {
    const cookie = await app.signInAsGuest();
    const expiration = await app.query(cookie, 'user.getGuestExpiration');
    await app
      .db()
      .update(schema.user)
      .set({ guestExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.user.guestExpiresAt, new Date(expiration.data!.epochMillis)));
    const answer = await app.query(cookie, 'user.getMyOrganizations');
    expect(answer.status).toBe(401);
    expect(answer.error?.data.appCode).toBe('GUEST_EXPIRED');
    const artist = await app.query(cookie, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
    expect(artist.status).toBe(401);
  });

  it('has no guest expiration for regular users', async () => {
    const cookie = await app.signIn('member@creatorlens.test');
    const expiration = await app.query(cookie, 'user.getGuestExpiration');
    expect(expiration.data).toBeNull();
  });

  it('may read but not change the shared demo profile', async () => {
    const cookie = await app.signInAsGuest();
    const answer = await app.mutate(cookie, 'user.updateProfile', { name: 'Hijack' });
    expect(answer.status).toBe(403);
  });
});
