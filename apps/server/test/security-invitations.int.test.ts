import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LIFETIME_DAYS, readRateLimitRules } from '@creatorlens/core/security';
import { schema } from '@creatorlens/db';
import { openVerificationLink, readAccountMailToken, signUpVerified } from './support/account-mails.ts';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, signInWorkspaceActors } from './support/workspace-actors.ts';

/**
 * The invitation takeover: a member reads a pending admin invitation, signs up with the invited address and accepts
 * it. Every step of it is refused now; invitations are single-use, expire and are rate-limited per organisation.
 */

let app: TestApp;

let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;

beforeAll(async () => {
  app = await createTestApp();
  actors = await signInWorkspaceActors(app);
});
afterAll(() => app.close());

const invite = (cookie: string, email: string, role: 'admin' | 'member' = 'member') =>
  app.mutate(cookie, 'member.inviteMember', { email, role });
const invitations = async (cookie: string) => (await app.query(cookie, 'member.listInvitations')).data;
const membershipOf = async (email: string, organizationId: string) =>
  (
    await app
      .db()
      .select({ role: schema.member.role })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .where(and(eq(schema.user.email, email), eq(schema.member.organizationId, organizationId)))
  )[0] ?? null;

describe('the invitation takeover', () => {
  it('shows accept links to organisation admins only, and no invitations at all to guests', async () => {
    const { data } = await invite(actors.orgAdmin, 'new-boss@example.test', 'admin');
    const link = `http://localhost:3000/invitation/${data.invitation.id}`;
    expect((await invitations(actors.orgAdmin)).find((row) => row.id === data.invitation.id)?.acceptUrl).toBe(link);

    const seenByMember = await invitations(actors.member);
    expect(seenByMember.find((row) => row.id === data.invitation.id)).toMatchObject({ email: 'new-boss@example.test', acceptUrl: null });
    expect(seenByMember.every((row) => row.acceptUrl === null)).toBe(true);
    // Guests read no people at all (decision 009): the invitations are refused, not listed.
    expect((await app.query(actors.guest, 'member.listInvitations')).status).toBe(403);
    // Nor does a member reach the mail holding the link.
    expectRefused(await app.query(actors.member, 'outbox.listOutboxMails', { page: 1, pageSize: 20 }), 403, 'FORBIDDEN');
  });

  it('refuses an account that signed up with the invited address but never verified it', async () => {
    const { data } = await invite(actors.orgAdmin, 'target-admin@example.test', 'admin');
    // The attacker knows the id (say, from an earlier leak) and registers the invited address first.
    const attacker = await app.signUp({ name: 'Not The Invitee', email: 'target-admin@example.test' });
    const refused = await app.mutate(attacker, 'invitation.acceptInvitation', { invitationId: data.invitation.id });
    expectRefused(refused, 403, 'FORBIDDEN');
    expect(refused.error?.message).toMatch(/verify your e-mail first/i);
    expect(await membershipOf('target-admin@example.test', actors.nordlichtId)).toBeNull();
    expect((await app.query(null, 'invitation.getInvitation', { invitationId: data.invitation.id })).data.status).toBe('pending');

    // The real owner clicks the verification link in their mailbox: it does not verify the attacker's account.
    expect((await openVerificationLink(app, 'target-admin@example.test', null)).statusCode).toBe(401);
    expectRefused(await app.mutate(attacker, 'invitation.acceptInvitation', { invitationId: data.invitation.id }), 403, 'FORBIDDEN');

    // The real owner takes the address back with "forgot password": the attacker's session ends, the owner joins.
    await app.server.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'target-admin@example.test' },
      headers: { origin: ORIGIN },
    });
    const token = await readAccountMailToken(app, 'target-admin@example.test', 'password-reset');
    await app.server.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'the-owners-password' },
      headers: { origin: ORIGIN },
    });
    expectRefused(await app.mutate(attacker, 'invitation.acceptInvitation', { invitationId: data.invitation.id }), 401, 'UNAUTHORIZED');
    const owner = await app.signIn('target-admin@example.test', 'the-owners-password');
    expect((await app.mutate(owner, 'invitation.acceptInvitation', { invitationId: data.invitation.id })).status).toBe(200);
    expect(await membershipOf('target-admin@example.test', actors.nordlichtId)).toEqual({ role: 'admin' });
  });

  it('refuses a verified account with another address', async () => {
    const { data } = await invite(actors.orgAdmin, 'someone@example.test', 'admin');
    const other = await signUpVerified(app, { name: 'Other Person', email: 'other-person@example.test' });
    expectRefused(await app.mutate(other, 'invitation.acceptInvitation', { invitationId: data.invitation.id }), 403, 'FORBIDDEN');
    expect(await membershipOf('other-person@example.test', actors.nordlichtId)).toBeNull();
  });
});

describe('single use and expiry', () => {
  it('works once: a second accept, even by the same person after leaving, is refused', async () => {
    const { data } = await invite(actors.orgAdmin, 'once@example.test');
    const invitee = await signUpVerified(app, { name: 'Olli Once', email: 'once@example.test' });
    expect((await app.mutate(invitee, 'invitation.acceptInvitation', { invitationId: data.invitation.id })).status).toBe(200);
    const members = (await app.query(actors.orgAdmin, 'member.listMembers')).data;
    const memberId = members.find((row) => row.email === 'once@example.test')!.id;
    expect((await app.mutate(actors.orgAdmin, 'member.removeMember', { memberId })).status).toBe(200);
    expectRefused(await app.mutate(invitee, 'invitation.acceptInvitation', { invitationId: data.invitation.id }), 409, 'CONFLICT');
    expect(await membershipOf('once@example.test', actors.nordlichtId)).toBeNull();
  });

  it(`expires after ${INVITATION_LIFETIME_DAYS} days`, async () => {
    const before = Date.now();
    const { data } = await invite(actors.orgAdmin, 'late@example.test');
    expect(data.invitation.expiresAt - before).toBeGreaterThanOrEqual(INVITATION_LIFETIME_DAYS * 86_400_000 - 1000);
    expect(data.invitation.expiresAt - Date.now()).toBeLessThanOrEqual(INVITATION_LIFETIME_DAYS * 86_400_000);
    await app
      .db()
      .update(schema.invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.invitation.id, data.invitation.id));
    const invitee = await signUpVerified(app, { name: 'Lena Late', email: 'late@example.test' });
    expectRefused(await app.mutate(invitee, 'invitation.acceptInvitation', { invitationId: data.invitation.id }), 409, 'CONFLICT');
    expect(await membershipOf('late@example.test', actors.nordlichtId)).toBeNull();
  });
});

describe('invitations sent per organisation', () => {
  let limited: TestApp;
  let limitedActors: Awaited<ReturnType<typeof signInWorkspaceActors>>;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: readRateLimitRules({ RATE_LIMIT_INVITATION_ORGANIZATION: '3/86400' }) });
    limitedActors = await signInWorkspaceActors(limited);
  });
  afterAll(() => limited.close());

  it('answers 429 once an organisation sent its share of invitations and resends; members cannot use the share up', async () => {
    // Refused callers do not count: a member cannot exhaust the admins' budget.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectRefused(
        await limited.mutate(limitedActors.member, 'member.inviteMember', { email: `nope-${attempt}@example.test`, role: 'member' }),
        403,
        'FORBIDDEN',
      );
    }
    const first = await limited.mutate(limitedActors.orgAdmin, 'member.inviteMember', {
      email: 'flood-1@example.test',
      role: 'member',
    });
    expect(first.status).toBe(200);
    expect(
      (await limited.mutate(limitedActors.orgAdmin, 'member.inviteMember', { email: 'flood-2@example.test', role: 'member' })).status,
    ).toBe(200);
    expect(
      (await limited.mutate(limitedActors.orgAdmin, 'member.resendInvitation', { invitationId: first.data.invitation.id })).status,
    ).toBe(200);
    expectRefused(
      await limited.mutate(limitedActors.orgAdmin, 'member.inviteMember', { email: 'flood-3@example.test', role: 'member' }),
      429,
      'RATE_LIMITED',
    );
    expectRefused(
      await limited.mutate(limitedActors.orgAdmin, 'member.resendInvitation', { invitationId: first.data.invitation.id }),
      429,
      'RATE_LIMITED',
    );
    const mails = await limited.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'invitation'));
    expect(mails.filter((mail) => mail.toAddress.startsWith('flood-'))).toHaveLength(3);
    // Another organisation has its own share.
    expect(
      (await limited.mutate(limitedActors.kesselOwner, 'member.inviteMember', { email: 'kessel-1@example.test', role: 'member' })).status,
    ).toBe(200);
  });
});
