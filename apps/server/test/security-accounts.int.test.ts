import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS, readRateLimitRules } from '@creatorlens/core/security';
import { schema } from '@creatorlens/db';
import { openVerificationLink, readAccountMailToken } from './support/account-mails.ts';
import { connectPlatforms } from './support/connected-platforms.ts';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused } from './support/workspace-actors.ts';

/**
 * Attacks on accounts, each refused: squatting someone's address, spending a trial unverified, reusing or outliving
 * a reset link, changing the e-mail without the new address, editing the profile past its rules, reaching unused
 * better-auth endpoints, and flooding sign-ups, guests and account mails.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ isJobWorkerEnabled: false });
});
afterAll(() => app.close());

const post = (url: string, payload: object, cookie?: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, ...headers, ...(cookie ? { cookie } : {}) } });
const sessionUser = async (cookie: string) => (await app.query(cookie, 'user.getSessionUser')).data;
const userRow = async (email: string) => (await app.db().select().from(schema.user).where(eq(schema.user.email, email)))[0];
const mailsTo = (email: string) => app.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, email));

describe('e-mail verification', () => {
  it('mails a verification link on sign-up, to no organisation outbox; signing in works unverified', async () => {
    const cookie = await app.signUp({ name: 'Vera Neu', email: 'vera@example.test' });
    expect((await sessionUser(cookie))?.user).toMatchObject({ email: 'vera@example.test', emailVerified: false });
    const [mail] = await mailsTo('vera@example.test');
    expect(mail).toMatchObject({ kind: 'email-verification', organizationId: null, status: 'outbox' });
    expect(mail!.textBody).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=\S+$/m);
    // The new owner cannot read their own verification link in the workspace outbox: that would prove nothing.
    const outbox = await app.query(cookie, 'outbox.listOutboxMails', { page: 1, pageSize: 50 });
    expect(outbox.data.mails.map((row) => row.toAddress)).not.toContain('vera@example.test');
    // Nor can anyone but a platform admin list account mails.
    expectRefused(await app.query(cookie, 'user.listAccountMails', {}), 403, 'FORBIDDEN');
    const platformAdmin = await app.signIn('platform-admin@creatorlens.test');
    const listed = await app.query(platformAdmin, 'user.listAccountMails', {
      email: 'vera@example.test',
    });
    expect(listed.data).toEqual([expect.objectContaining({ toAddress: 'vera@example.test', kind: 'email-verification' })]);

    expect((await app.signIn('vera@example.test', 'a-good-password')).length).toBeGreaterThan(0);
    expect((await openVerificationLink(app, 'vera@example.test', cookie)).statusCode).toBe(200);
    expect((await sessionUser(cookie))?.user.emailVerified).toBe(true);
  });

  it('counts a verification link only in a session of its own account', async () => {
    // Someone registers another person's address; the real owner clicks the link that lands in their mailbox.
    const squatter = await app.signUp({ name: 'Squatter', email: 'owner-of-address@example.test', password: 'squatter-password' });
    expect((await openVerificationLink(app, 'owner-of-address@example.test', null)).statusCode).toBe(401);
    const otherAccount = await app.signUp({ name: 'Other Account', email: 'other-account@example.test' });
    expect((await openVerificationLink(app, 'owner-of-address@example.test', otherAccount)).statusCode).toBe(403);
    expect((await userRow('owner-of-address@example.test'))!.emailVerified).toBe(false);
    expect((await sessionUser(squatter))?.user.emailVerified).toBe(false);
  });

  it('refuses a forged or expired verification link', async () => {
    const fred = await app.signUp({ name: 'Fred Forge', email: 'fred@example.test' });
    const token = await readAccountMailToken(app, 'fred@example.test', 'email-verification');
    const [head, payload] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ email: 'fred@example.test', exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    );
    const forged = await app.server.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${head}.${forgedPayload}.${token.split('.')[2]}`,
      headers: { cookie: fred },
    });
    expect(forged.statusCode).toBe(401);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number; iat: number };
    expect(Math.abs(claims.exp - claims.iat - EMAIL_VERIFICATION_LINK_SECONDS)).toBeLessThanOrEqual(1);
    expect((await userRow('fred@example.test'))!.emailVerified).toBe(false);
  });

  it("refuses a trial organisation's paid action (Refresh now) until the e-mail is verified", async () => {
    await connectPlatforms(app, await app.signIn('platform-admin@creatorlens.test'), ['youtube']);
    const cookie = await app.signUp({ name: 'Tina Trial', email: 'tina@example.test' });
    const organizationId = (await sessionUser(cookie))!.organization!.id;
    await app.db().insert(schema.creditLedger).values({ organizationId, delta: 5, reason: 'monthly-grant' });
    const [channel] = await app
      .db()
      .select({ id: schema.channel.id })
      .from(schema.channel)
      .where(eq(schema.channel.platform, 'youtube'))
      .limit(1);

    const refused = await app.mutate(cookie, 'job.requestChannelRefresh', { channelId: channel!.id });
    expectRefused(refused, 403, 'FORBIDDEN');
    expect(refused.error?.message).toMatch(/verify your e-mail first/i);
    const spent = await app
      .db()
      .select()
      .from(schema.creditLedger)
      .where(and(eq(schema.creditLedger.organizationId, organizationId), eq(schema.creditLedger.reason, 'channel-refresh')));
    expect(spent).toHaveLength(0);
    expect(await app.db().select().from(schema.job).where(eq(schema.job.organizationId, organizationId))).toHaveLength(0);

    await openVerificationLink(app, 'tina@example.test', cookie);
    expect((await app.mutate(cookie, 'job.requestChannelRefresh', { channelId: channel!.id })).status).toBe(200);
  });

  it('resends the verification mail on request, but not to a signed-in user for another address', async () => {
    const cookie = await app.signUp({ name: 'Rita Resend', email: 'rita@example.test' });
    expect((await post('/api/auth/send-verification-email', { email: 'rita@example.test' }, cookie)).statusCode).toBe(200);
    expect(await mailsTo('rita@example.test')).toHaveLength(2);
    expect((await post('/api/auth/send-verification-email', { email: 'someone-else@example.test' }, cookie)).statusCode).toBe(400);
    expect(await mailsTo('someone-else@example.test')).toHaveLength(0);
  });
});

describe('forgot password', () => {
  it('lets the owner of an address take it back from someone who registered it first', async () => {
    // The squatter signs up with the victim's address and stays signed in.
    const squatter = await app.signUp({ name: 'Squatter', email: 'victim@example.test', password: 'squatter-password' });
    expect(await sessionUser(squatter)).not.toBeNull();

    // The victim asks for a reset link (mailed to the address only they read) and sets a password.
    const request = await post('/api/auth/request-password-reset', { email: 'victim@example.test' }, undefined, {
      'x-creatorlens-language': 'de',
    });
    expect(request.statusCode).toBe(200);
    const [mail] = (await mailsTo('victim@example.test')).filter((row) => row.kind === 'password-reset');
    expect(mail).toMatchObject({ organizationId: null, subject: 'Neues Passwort für Creatorlens festlegen' });
    expect(mail!.textBody).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=\S+$/m);
    const token = await readAccountMailToken(app, 'victim@example.test', 'password-reset');
    const [stored] = await app
      .db()
      .select()
      .from(schema.verification)
      .where(eq(schema.verification.identifier, `reset-password:${token}`));
    expect(Math.round((stored!.expiresAt.getTime() - Date.now()) / 1000)).toBeGreaterThan(PASSWORD_RESET_LINK_SECONDS - 60);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(PASSWORD_RESET_LINK_SECONDS * 1000);

    expect((await post('/api/auth/reset-password', { token, newPassword: 'victims-new-password' })).statusCode).toBe(200);
    // Every session of the account ended, the squatter's included; the address counts as verified now.
    expect(await sessionUser(squatter)).toBeNull();
    await expect(app.signIn('victim@example.test', 'squatter-password')).rejects.toThrow(/401/);
    const victim = await app.signIn('victim@example.test', 'victims-new-password');
    expect((await sessionUser(victim))?.user.emailVerified).toBe(true);

    // The link works once.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'squatter-again-123' })).statusCode).toBe(400);
    await expect(app.signIn('victim@example.test', 'squatter-again-123')).rejects.toThrow(/401/);
  });

  it('refuses an expired link and says nothing about unknown addresses', async () => {
    await app.signUp({ name: 'Ella Expired', email: 'ella@example.test', password: 'ella-password' });
    await post('/api/auth/request-password-reset', { email: 'ella@example.test' });
    const token = await readAccountMailToken(app, 'ella@example.test', 'password-reset');
    await app
      .db()
      .update(schema.verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.verification.identifier, `reset-password:${token}`));
    expect((await post('/api/auth/reset-password', { token, newPassword: 'too-late-password' })).statusCode).toBe(400);
    expect((await app.signIn('ella@example.test', 'ella-password')).length).toBeGreaterThan(0);

    const unknown = await post('/api/auth/request-password-reset', { email: 'nobody@example.test' });
    expect(unknown.statusCode).toBe(200);
    expect(await mailsTo('nobody@example.test')).toHaveLength(0);
  });
});

describe('change of e-mail', () => {
  it('keeps the old address until the new one is verified, then uses the new one verified', async () => {
    const cookie = await app.signUp({ name: 'Carl Change', email: 'carl@example.test' });
    await openVerificationLink(app, 'carl@example.test', cookie);
    expect((await post('/api/auth/change-email', { newEmail: 'carl.new@example.test' }, cookie)).statusCode).toBe(200);
    expect((await sessionUser(cookie))?.user.email).toBe('carl@example.test');
    const [mail] = await mailsTo('carl.new@example.test');
    expect(mail).toMatchObject({ kind: 'email-change', organizationId: null });

    expect((await openVerificationLink(app, 'carl.new@example.test', cookie, 'email-change')).statusCode).toBe(200);
    expect((await sessionUser(cookie))?.user).toMatchObject({ email: 'carl.new@example.test', emailVerified: true });
  });

  it('verifies the new address of an unverified account once its link is opened, and never before', async () => {
    const cookie = await app.signUp({ name: 'Una Unverified', email: 'una@example.test' });
    expect((await post('/api/auth/change-email', { newEmail: 'una.new@example.test' }, cookie)).statusCode).toBe(200);
    expect((await sessionUser(cookie))?.user).toMatchObject({ email: 'una@example.test', emailVerified: false });
    await openVerificationLink(app, 'una.new@example.test', cookie, 'email-change');
    expect((await sessionUser(cookie))?.user).toMatchObject({ email: 'una.new@example.test', emailVerified: true });
  });

  it('refuses guests', async () => {
    const guest = await app.signInAsGuest();
    const answer = await post('/api/auth/change-email', { newEmail: 'guest-grab@example.test' }, guest);
    expect(answer.statusCode).toBe(403);
    expect(await mailsTo('guest-grab@example.test')).toHaveLength(0);
  });
});

describe('better-auth endpoints outside the product', () => {
  it('refuses /api/auth/update-user, so profile rules (no guests, http(s) images only) cannot be bypassed', async () => {
    const cookie = await app.signUp({ name: 'Ivy Image', email: 'ivy@example.test' });
    expect((await post('/api/auth/update-user', { image: 'javascript:alert(1)', name: 'Hacked' }, cookie)).statusCode).toBe(404);
    expect(await userRow('ivy@example.test')).toMatchObject({ image: null, name: 'Ivy Image' });
    const guest = await app.signInAsGuest();
    expect((await post('/api/auth/update-user', { name: 'Renamed guest' }, guest)).statusCode).toBe(404);
    expect(await app.db().select().from(schema.user).where(eq(schema.user.name, 'Renamed guest'))).toHaveLength(0);
  });

  it.each([
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/set-password'],
    ['POST', '/api/auth/link-social'],
    ['GET', '/api/auth/list-accounts'],
    ['POST', '/api/auth/unlink-account'],
    ['POST', '/api/auth/update-session'],
    ['POST', '/api/auth/sign-in/social'],
    ['GET', '/api/auth/reset-password/some-token'],
    ['POST', '/api/auth/delete-anonymous-user'],
    ['POST', '/api/auth/admin/list-users'],
    ['POST', '/api/auth/organization/create'],
  ] as const)('refuses %s %s with 404', async (method, url) => {
    const cookie = await app.signIn('org-admin@creatorlens.test');
    const response = await app.server.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('rate limits per client address and per address mailed', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: readRateLimitRules({
        RATE_LIMIT_SIGN_UP_IP: '2/3600',
        RATE_LIMIT_GUEST_IP: '2/3600',
        RATE_LIMIT_ACCOUNT_MAIL_EMAIL: '2/3600',
        RATE_LIMIT_ACCOUNT_MAIL_IP: '3/3600',
      }),
    });
  });
  afterAll(() => limited.close());
  const limitedPost = (url: string, payload: object, remoteAddress: string) =>
    limited.server.inject({ method: 'POST', url, payload, remoteAddress, headers: { origin: ORIGIN } });

  it('answers 429 with a JSON message after too many sign-ups from one address, and no account is made', async () => {
    for (const name of ['one', 'two']) {
      expect(
        (await limitedPost('/api/auth/sign-up/email', { name, email: `${name}@flood.test`, password: 'a-good-password' }, '203.0.113.5'))
          .statusCode,
      ).toBe(200);
    }
    const third = await limitedPost(
      '/api/auth/sign-up/email',
      { name: 'three', email: 'three@flood.test', password: 'a-good-password' },
      '203.0.113.5',
    );
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) });
    expect(await limited.db().select().from(schema.user).where(like(schema.user.email, 'three@%'))).toHaveLength(0);
    // Another address is not affected.
    expect(
      (await limitedPost('/api/auth/sign-up/email', { name: 'four', email: 'four@flood.test', password: 'a-good-password' }, '203.0.113.6'))
        .statusCode,
    ).toBe(200);
  });

  it('limits guest sessions per client address', async () => {
    expect((await limitedPost('/api/auth/sign-in/anonymous', {}, '203.0.113.7')).statusCode).toBe(200);
    expect((await limitedPost('/api/auth/sign-in/anonymous', {}, '203.0.113.7')).statusCode).toBe(200);
    expect((await limitedPost('/api/auth/sign-in/anonymous', {}, '203.0.113.7')).statusCode).toBe(429);
  });

  it('limits reset and verification mails per address and per client address', async () => {
    await limitedPost('/api/auth/sign-up/email', { name: 'Mia', email: 'mia@flood.test', password: 'a-good-password' }, '203.0.113.8');
    const reset = () => limitedPost('/api/auth/request-password-reset', { email: 'mia@flood.test' }, '203.0.113.9');
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
    const resetMails = (
      await limited.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'mia@flood.test'))
    ).filter((row) => row.kind === 'password-reset');
    expect(resetMails).toHaveLength(2);
    // Spreading over many addresses from one client runs into the per-client limit (3 here, 3 hits used above).
    expect((await limitedPost('/api/auth/request-password-reset', { email: 'other@flood.test' }, '203.0.113.9')).statusCode).toBe(429);
    expect((await limitedPost('/api/auth/send-verification-email', { email: 'mia@flood.test' }, '203.0.113.10')).statusCode).toBe(429);
  });
});
