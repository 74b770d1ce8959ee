import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { seedDemoWorkspace } from '../src/seed/demo-workspace.ts';
import { signUpVerified } from './support/account-mails.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, signInWorkspaceActors } from './support/workspace-actors.ts';

let app: TestApp;
let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;

const members = async (cookie: string) => (await app.query(cookie, 'member.listMembers')).data;
const invitations = async (cookie: string) => (await app.query(cookie, 'member.listInvitations')).data;
const invite = (cookie: string, email: string, role: 'admin' | 'member' = 'member') =>
  app.mutate(cookie, 'member.inviteMember', { email, role });
const memberId = async (cookie: string, email: string) => (await members(cookie)).find((row) => row.email === email)!.id;

beforeAll(async () => {
  app = await createTestApp();
  actors = await signInWorkspaceActors(app);
});
afterAll(() => app.close());

describe('member.listMembers and member.getSeatUsage', () => {
  it('shows every member of the active organisation, owners first, to members (never to guests)', async () => {
    const list = await members(actors.member);
    expect(list.map((row) => row.email)).toEqual([
      'org-admin@creatorlens.test',
      'platform-admin@creatorlens.test',
      'member@creatorlens.test',
      'two-orgs@creatorlens.test',
    ]);
    expect(list[0]!.role).toBe('owner');
    expect(list.find((row) => row.isMe)!.email).toBe('member@creatorlens.test');
    // Guests see no people at all (names, e-mail addresses: decision 009); they are neither listed nor hold a seat.
    expectRefused(await app.query(actors.guest, 'member.listMembers'), 403, 'FORBIDDEN');
    expect(list.map((row) => row.userId)).not.toContain((await app.query(actors.guest, 'user.getSessionUser')).data!.user.id);
    expect((await members(actors.kesselOwner)).map((row) => row.email)).toEqual(['two-orgs@creatorlens.test']);
    expect((await app.query(actors.member, 'member.getSeatUsage')).data).toEqual({ members: 4, pendingInvitations: 0, max: 10 });
    expectRefused(await app.query(null, 'member.listMembers'), 401, 'UNAUTHORIZED');
  });
});

describe('member.inviteMember, listInvitations, resendInvitation, revokeInvitation', () => {
  it('invites an address, writes the mail and sends a pending invitation again instead of a second one', async () => {
    const first = await invite(actors.orgAdmin, '  New.Person@Example.test ', 'admin');
    expect(first).toMatchObject({
      status: 200,
      data: { isResent: false, invitation: { email: 'new.person@example.test', role: 'admin', isExpired: false } },
    });
    expect(first.data.invitation.acceptUrl).toBe(`http://localhost:3000/invitation/${first.data.invitation.id}`);

    const again = await invite(actors.orgAdmin, 'new.person@example.test', 'member');
    expect(again.data).toMatchObject({ isResent: true, invitation: { id: first.data.invitation.id, role: 'member' } });
    expect((await invitations(actors.member)).filter((row) => row.email === 'new.person@example.test')).toHaveLength(1);

    const mails = await app.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'new.person@example.test'));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ kind: 'invitation', status: 'outbox', organizationId: actors.nordlichtId });
    expect(mails[0]!.textBody).toContain(first.data.invitation.acceptUrl);
    expect(mails[0]!.subject).toContain('Nordlicht Agency');

    const resent = await app.mutate(actors.orgAdmin, 'member.resendInvitation', { invitationId: first.data.invitation.id });
    expect(resent).toMatchObject({ status: 200, data: { id: first.data.invitation.id } });
    const revoked = await app.mutate(actors.orgAdmin, 'member.revokeInvitation', { invitationId: first.data.invitation.id });
    expect(revoked.status).toBe(200);
    expect((await invitations(actors.orgAdmin)).map((row) => row.id)).not.toContain(first.data.invitation.id);
    expectRefused(
      await app.mutate(actors.orgAdmin, 'member.revokeInvitation', { invitationId: first.data.invitation.id }),
      404,
      'NOT_FOUND',
    );
  });

  it('writes the mail in the organisation default language', async () => {
    await app.mutate(actors.kesselOwner, 'workspace.updateWorkspace', { name: 'Kessel Brands GmbH', defaultLanguage: 'de' });
    await invite(actors.kesselOwner, 'deutsch@example.test');
    const [mail] = await app.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'deutsch@example.test'));
    expect(mail!.subject).toBe('Einladung zu „Kessel Brands GmbH“ bei Creatorlens');
    expect(mail!.textBody).toContain('lädt Sie ein');
    await app.mutate(actors.kesselOwner, 'member.revokeInvitation', { invitationId: (await invitations(actors.kesselOwner))[0]!.id });
    await app.mutate(actors.kesselOwner, 'workspace.updateWorkspace', { name: 'Kessel Brands GmbH', defaultLanguage: 'en' });
  });

  it('answers CONFLICT for an existing member and 400 for a bad address or role', async () => {
    const conflict = await invite(actors.orgAdmin, 'Member@creatorlens.test');
    expectRefused(conflict, 409, 'CONFLICT');
    expect(conflict.error?.message).toContain('already a member');
    expectRefused(await invite(actors.orgAdmin, 'not-an-address'), 400, 'VALIDATION');
    expectRefused(
      await app.mutateUnchecked(actors.orgAdmin, 'member.inviteMember', { email: 'ok@example.test', role: 'owner' }),
      400,
      'VALIDATION',
    );
  });

  it('refuses members, guests, another organisation, expired licences and anonymous callers', async () => {
    expectRefused(await invite(actors.member, 'x@example.test'), 403, 'FORBIDDEN');
    expectRefused(await invite(actors.guest, 'x@example.test'), 403, 'FORBIDDEN');
    expectRefused(await invite(actors.expiredAdmin, 'x@example.test'), 403, 'LICENSE_EXPIRED');
    expectRefused(await invite(actors.expiredMember, 'x@example.test'), 403, 'FORBIDDEN');
    expectRefused(await invite(null as unknown as string, 'x@example.test'), 401, 'UNAUTHORIZED');

    const pending = await invite(actors.orgAdmin, 'kept@example.test');
    const id = pending.data.invitation.id;
    expectRefused(await app.mutate(actors.member, 'member.resendInvitation', { invitationId: id }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.member, 'member.revokeInvitation', { invitationId: id }), 403, 'FORBIDDEN');
    // Kessel's owner is an admin, but of another organisation: the id answers as unknown.
    expectRefused(await app.mutate(actors.kesselOwner, 'member.revokeInvitation', { invitationId: id }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(actors.kesselOwner, 'member.resendInvitation', { invitationId: id }), 404, 'NOT_FOUND');
    expect((await invitations(actors.kesselOwner)).map((row) => row.id)).not.toContain(id);
    await app.mutate(actors.orgAdmin, 'member.revokeInvitation', { invitationId: id });
  });

  it('enforces the licence seats (members + pending invitations) with LIMIT_EXCEEDED', async () => {
    // Kessel (starter) has 3 seats and one member.
    expect((await invite(actors.kesselOwner, 'seat-one@example.test')).status).toBe(200);
    expect((await invite(actors.kesselOwner, 'seat-two@example.test')).status).toBe(200);
    const full = await invite(actors.kesselOwner, 'seat-three@example.test');
    expectRefused(full, 412, 'LIMIT_EXCEEDED');
    expect(full.error?.message).toContain('3 seats');
    expect((await app.query(actors.kesselOwner, 'member.getSeatUsage')).data).toEqual({ members: 1, pendingInvitations: 2, max: 3 });
    // Re-sending a pending invitation needs no extra seat.
    expect((await invite(actors.kesselOwner, 'seat-two@example.test')).data.isResent).toBe(true);

    const [seatOne] = (await invitations(actors.kesselOwner)).filter((row) => row.email === 'seat-one@example.test');
    await app.mutate(actors.kesselOwner, 'member.revokeInvitation', { invitationId: seatOne!.id });
    expect((await invite(actors.kesselOwner, 'seat-three@example.test')).status).toBe(200);
  });
});

describe('invitation.getInvitation and invitation.acceptInvitation', () => {
  it('lets a new user sign up with the invited email, verify it and join, landing in the organisation', async () => {
    const { data } = await invite(actors.orgAdmin, 'newcomer@example.test', 'member');
    const publicView = await app.query(null, 'invitation.getInvitation', { invitationId: data.invitation.id });
    expect(publicView).toMatchObject({
      status: 200,
      data: { organizationName: 'Nordlicht Agency', inviterName: 'ole', email: 'newcomer@example.test', role: 'member', status: 'pending' },
    });

    const newcomer = await signUpVerified(app, { name: 'Nina Neu', email: 'Newcomer@example.test' });
    const accepted = await app.mutate(newcomer, 'invitation.acceptInvitation', { invitationId: data.invitation.id });
    expect(accepted).toMatchObject({ status: 200, data: { organizationId: actors.nordlichtId } });
    const session = await app.query(newcomer, 'user.getSessionUser');
    expect(session.data!.organization).toMatchObject({ id: actors.nordlichtId, orgRole: 'member' });
    expect((await members(actors.orgAdmin)).map((row) => row.email)).toContain('newcomer@example.test');
    expect((await app.query(null, 'invitation.getInvitation', { invitationId: data.invitation.id })).data).toMatchObject({
      status: 'accepted',
    });
    expectRefused(await app.mutate(newcomer, 'invitation.acceptInvitation', { invitationId: data.invitation.id }), 409, 'CONFLICT');

    // A member may leave by removing their own membership.
    const left = await app.mutate(newcomer, 'member.removeMember', { memberId: await memberId(actors.orgAdmin, 'newcomer@example.test') });
    expect(left.status).toBe(200);
    expect((await members(actors.orgAdmin)).map((row) => row.email)).not.toContain('newcomer@example.test');
  });

  it('refuses another email address, guests, anonymous callers, revoked and expired invitations', async () => {
    const { data } = await invite(actors.orgAdmin, 'someone-else@example.test');
    const id = data.invitation.id;
    const wrong = await app.mutate(actors.kesselOwner, 'invitation.acceptInvitation', { invitationId: id });
    expectRefused(wrong, 403, 'FORBIDDEN');
    expect(wrong.error?.message).toContain('someone-else@example.test');
    expectRefused(await app.mutate(actors.guest, 'invitation.acceptInvitation', { invitationId: id }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(null, 'invitation.acceptInvitation', { invitationId: id }), 401, 'UNAUTHORIZED');
    expectRefused(await app.query(null, 'invitation.getInvitation', { invitationId: 'no-such-invitation' }), 404, 'NOT_FOUND');
    expectRefused(await app.queryUnchecked(null, 'invitation.getInvitation', {}), 400, 'VALIDATION');

    const someone = await signUpVerified(app, { name: 'Someone Else', email: 'someone-else@example.test' });
    await app
      .db()
      .update(schema.invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.invitation.id, id));
    expect((await app.query(null, 'invitation.getInvitation', { invitationId: id })).data).toMatchObject({ status: 'expired' });
    expectRefused(await app.mutate(someone, 'invitation.acceptInvitation', { invitationId: id }), 409, 'CONFLICT');
    expect((await invitations(actors.orgAdmin)).find((row) => row.id === id)).toMatchObject({ isExpired: true });

    // Re-inviting refreshes the expired invitation; revoking it stops the link.
    expect((await invite(actors.orgAdmin, 'someone-else@example.test')).data).toMatchObject({
      isResent: true,
      invitation: { id, isExpired: false },
    });
    await app.mutate(actors.orgAdmin, 'member.revokeInvitation', { invitationId: id });
    expect((await app.query(null, 'invitation.getInvitation', { invitationId: id })).data).toMatchObject({ status: 'canceled' });
    expectRefused(await app.mutate(someone, 'invitation.acceptInvitation', { invitationId: id }), 409, 'CONFLICT');
  });

  it('re-checks the seats when accepting', async () => {
    const { data } = await invite(actors.orgAdmin, 'late@example.test');
    const late = await signUpVerified(app, { name: 'Lars Late', email: 'late@example.test' });
    const [license] = await app
      .db()
      .select()
      .from(schema.organizationLicense)
      .where(eq(schema.organizationLicense.organizationId, actors.nordlichtId));
    await app
      .db()
      .update(schema.organizationLicense)
      .set({ constraints: { ...license!.constraints, seats: 4 } })
      .where(eq(schema.organizationLicense.id, license!.id));
    expectRefused(await app.mutate(late, 'invitation.acceptInvitation', { invitationId: data.invitation.id }), 412, 'LIMIT_EXCEEDED');
    await app
      .db()
      .update(schema.organizationLicense)
      .set({ constraints: license!.constraints })
      .where(eq(schema.organizationLicense.id, license!.id));
    expect((await app.mutate(late, 'invitation.acceptInvitation', { invitationId: data.invitation.id })).status).toBe(200);
  });
});

describe('member.updateRole and member.removeMember', () => {
  it('lets an admin change roles, but protects owners and the last owner', async () => {
    const mia = await memberId(actors.orgAdmin, 'member@creatorlens.test');
    const owner = await memberId(actors.orgAdmin, 'org-admin@creatorlens.test');
    expect(await app.mutate(actors.orgAdmin, 'member.updateRole', { memberId: mia, role: 'admin' })).toMatchObject({
      status: 200,
      data: { role: 'admin' },
    });
    expect((await members(actors.orgAdmin)).find((row) => row.id === mia)!.role).toBe('admin');

    // Paula is an admin (not owner) of Nordlicht: she may not demote the owner.
    const paula = await app.signIn('platform-admin@creatorlens.test');
    expectRefused(await app.mutate(paula, 'member.updateRole', { memberId: owner, role: 'member' }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(paula, 'member.removeMember', { memberId: owner }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.orgAdmin, 'member.updateRole', { memberId: owner, role: 'admin' }), 409, 'CONFLICT');
    expectRefused(await app.mutate(actors.orgAdmin, 'member.removeMember', { memberId: owner }), 409, 'CONFLICT');

    expect((await app.mutate(paula, 'member.updateRole', { memberId: mia, role: 'member' })).status).toBe(200);
    expectRefused(await app.mutateUnchecked(actors.orgAdmin, 'member.updateRole', { memberId: mia, role: 'owner' }), 400, 'VALIDATION');
  });

  it('refuses members, guests, another organisation, expired licences and anonymous callers', async () => {
    const theo = await memberId(actors.orgAdmin, 'two-orgs@creatorlens.test');
    expectRefused(await app.mutate(actors.member, 'member.updateRole', { memberId: theo, role: 'admin' }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.member, 'member.removeMember', { memberId: theo }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.guest, 'member.removeMember', { memberId: theo }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.kesselOwner, 'member.updateRole', { memberId: theo, role: 'admin' }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(actors.kesselOwner, 'member.removeMember', { memberId: theo }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(null, 'member.removeMember', { memberId: theo }), 401, 'UNAUTHORIZED');
    const emma = await memberId(actors.expiredAdmin, 'expired-member@creatorlens.test');
    expectRefused(await app.mutate(actors.expiredAdmin, 'member.updateRole', { memberId: emma, role: 'admin' }), 403, 'LICENSE_EXPIRED');
    expectRefused(await app.mutate(actors.expiredAdmin, 'member.removeMember', { memberId: emma }), 403, 'LICENSE_EXPIRED');
    const guestUserId = (await app.query(actors.guest, 'user.getSessionUser')).data!.user.id;
    const [guestSelf] = await app.db().select({ id: schema.member.id }).from(schema.member).where(eq(schema.member.userId, guestUserId));
    expectRefused(await app.mutate(actors.guest, 'member.removeMember', { memberId: guestSelf!.id }), 403, 'FORBIDDEN');
  });

  it('lets an admin remove a member', async () => {
    const theo = await memberId(actors.orgAdmin, 'two-orgs@creatorlens.test');
    expect((await app.mutate(actors.orgAdmin, 'member.removeMember', { memberId: theo })).status).toBe(200);
    expect((await members(actors.orgAdmin)).map((row) => row.email)).not.toContain('two-orgs@creatorlens.test');
    expectRefused(await app.mutate(actors.orgAdmin, 'member.removeMember', { memberId: theo }), 404, 'NOT_FOUND');
  });
});

describe('the demo workspace seed', () => {
  it('adds ledger rows and one pending invitation once', async () => {
    expect((await seedDemoWorkspace({ db: app.db() })).ledgerRows).toBe(12);
    expect((await seedDemoWorkspace({ db: app.db() })).ledgerRows).toBe(0);
    expect((await invitations(actors.orgAdmin)).map((row) => row.email)).toContain('new-colleague@creatorlens.test');
    expect((await app.query(actors.member, 'credit.getBalance')).data.balance).toBe(1000 - 9);
  });
});
