import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LANGUAGE_HEADER, ORGANIZATION_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import type { KeptMailNotice, MailDispatch } from '@creatorlens/core/mail';
import { queueAccountMail } from '@creatorlens/core/users';
import { schema } from '@creatorlens/db';
import { createOutboxSender } from '../src/mail/index.ts';
import { signUpVerified } from './support/account-mails.ts';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, signInWorkspaceActors } from './support/workspace-actors.ts';

/**
 * Getting in on an install without a mail server (issue 39): sign-up names the organisation in the person's language,
 * an invitation link signs up straight into the inviting organisation, and the links of mails nobody sends reach the
 * operator (admin area and server log), never anyone else.
 */

let app: TestApp;
let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;
let platformAdmin: string;

beforeAll(async () => {
  app = await createTestApp();
  actors = await signInWorkspaceActors(app);
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
});
afterAll(() => app.close());

const signUp = (payload: Record<string, unknown>, language?: 'de' | 'en') =>
  app.server.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { password: 'a-good-password', ...payload },
    headers: { origin: ORIGIN, ...(language ? { [MAIL_LANGUAGE_HEADER]: language } : {}) },
  });
const cookieOf = (response: { headers: Record<string, unknown> }) => {
  const setCookie = response.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie]) as string[];
  return cookies.find((cookie) => cookie.startsWith('better-auth.session_token='))!.split(';')[0]!;
};
const userByEmail = async (email: string) => (await app.db().select().from(schema.user).where(eq(schema.user.email, email)))[0];
const organizationsOf = async (email: string) =>
  app
    .db()
    .select({
      id: schema.organization.id,
      name: schema.organization.name,
      role: schema.member.role,
      language: schema.organizationSettings.defaultLanguage,
    })
    .from(schema.member)
    .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
    .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
    .leftJoin(schema.organizationSettings, eq(schema.organizationSettings.organizationId, schema.organization.id))
    .where(eq(schema.user.email, email));
const mailsTo = async (email: string, kind: string) =>
  app
    .db()
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.toAddress, email), eq(schema.mailOutbox.kind, kind)));
const invite = async (email: string, role: 'admin' | 'member') => {
  const answer = await app.mutate(actors.orgAdmin, 'member.inviteMember', { email, role });
  expect(answer.status).toBe(200);
  return answer.data.invitation.id;
};

describe('sign-up names the organisation', () => {
  it('takes the chosen name and the language the person signs up in', async () => {
    const response = await signUp({ name: 'Jana Köhler', email: 'jana@agentur.example', organizationName: '  Köhler Media  ' }, 'de');
    expect(response.statusCode).toBe(200);
    expect(await organizationsOf('jana@agentur.example')).toEqual([
      expect.objectContaining({ name: 'Köhler Media', role: 'owner', language: 'de' }),
    ]);
  });

  it('defaults to the name in the person’s language, never an English possessive in German', async () => {
    expect((await signUp({ name: 'Jana Köhler', email: 'jana-de@example.test' }, 'de')).statusCode).toBe(200);
    expect(await organizationsOf('jana-de@example.test')).toEqual([
      expect.objectContaining({ name: 'Arbeitsbereich von Jana Köhler', language: 'de' }),
    ]);
    expect((await signUp({ name: 'Jana Köhler', email: 'jana-en@example.test', organizationName: ' ' }, 'en')).statusCode).toBe(200);
    expect(await organizationsOf('jana-en@example.test')).toEqual([
      expect.objectContaining({ name: "Jana Köhler's workspace", language: 'en' }),
    ]);
  });

  it('refuses names over the shared limits with 400 and writes nothing', async () => {
    const longOrganization = await signUp({
      name: 'Long Org',
      email: 'long-org@example.test',
      organizationName: 'x'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1),
    });
    expect(longOrganization.statusCode).toBe(400);
    expect(longOrganization.json()).toMatchObject({ code: 'ORGANIZATION_NAME_TOO_LONG' });
    const longName = await signUp({ name: 'x'.repeat(PERSON_NAME_MAX_LENGTH + 1), email: 'long-name@example.test' });
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toMatchObject({ code: 'NAME_TOO_LONG' });
    const wrongType = await signUp({ name: 'Typed', email: 'typed@example.test', organizationName: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(await userByEmail('long-org@example.test')).toBeUndefined();
    expect(await userByEmail('long-name@example.test')).toBeUndefined();
    expect(await userByEmail('typed@example.test')).toBeUndefined();
  });
});

describe('signing up from an invitation link', () => {
  it('joins the inviting organisation with the invited role, verified, without a trial of its own or a second link', async () => {
    const invitationId = await invite('new-colleague@example.test', 'admin');
    const response = await signUp({ name: 'Neue Kollegin', email: 'New-Colleague@Example.test', invitationId }, 'de');
    expect(response.statusCode).toBe(200);

    expect((await userByEmail('new-colleague@example.test'))?.emailVerified).toBe(true);
    expect(await organizationsOf('new-colleague@example.test')).toEqual([
      expect.objectContaining({ id: actors.nordlichtId, name: 'Nordlicht Agency', role: 'admin' }),
    ]);
    expect(await mailsTo('new-colleague@example.test', 'email-verification')).toEqual([]);
    expect((await app.query(null, 'invitation.getInvitation', { invitationId })).data.status).toBe('accepted');

    const session = await app.query(cookieOf(response), 'user.getSessionUser');
    expect(session.data).toMatchObject({ user: { emailVerified: true }, organization: { id: actors.nordlichtId, orgRole: 'admin' } });
  });

  it('refuses another address, a used invitation and an unknown one before any account exists', async () => {
    const invitationId = await invite('the-invitee@example.test', 'member');
    const other = await signUp({ name: 'Someone Else', email: 'someone-else@example.test', invitationId });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'INVITATION_OTHER_EMAIL' });
    expect(await userByEmail('someone-else@example.test')).toBeUndefined();

    expect((await signUp({ name: 'The Invitee', email: 'the-invitee@example.test', invitationId })).statusCode).toBe(200);
    const again = await signUp({ name: 'Second Try', email: 'second-try@example.test', invitationId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVITATION_UNAVAILABLE' });

    const unknown = await signUp({ name: 'Unknown', email: 'unknown-invite@example.test', invitationId: 'not-an-id' });
    expect(unknown.statusCode).toBe(404);
    expect(await userByEmail('unknown-invite@example.test')).toBeUndefined();
  });

  it('still lets an existing verified account accept while signed in', async () => {
    const invitationId = await invite('existing-person@example.test', 'member');
    const cookie = await signUpVerified(app, { name: 'Existing Person', email: 'existing-person@example.test' });
    expect((await app.mutate(cookie, 'invitation.acceptInvitation', { invitationId })).status).toBe(200);
    expect((await organizationsOf('existing-person@example.test')).map((row) => row.role).sort()).toEqual(['member', 'owner']);
  });
});

describe('links of mails nobody sends', () => {
  it('says publicly that no mail transport is configured', async () => {
    expect((await app.query(null, 'outbox.getMailDelivery')).data).toEqual({ isDeliveryConfigured: false });
  });

  it('shows verification, reset and invitation mails with their link to platform admins only', async () => {
    const invitationId = await invite('mail-reader@example.test', 'member');
    expect((await signUp({ name: 'Mail Reader', email: 'reader-own@example.test' })).statusCode).toBe(200);
    await app.server.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'reader-own@example.test' },
      headers: { origin: ORIGIN },
    });

    const own = await app.query(platformAdmin, 'outbox.listAccessMails', { email: 'reader-own@example.test' });
    expect(own.status).toBe(200);
    expect(own.data.mails.map((mail) => mail.kind).sort()).toEqual(['email-verification', 'password-reset']);
    const reset = own.data.mails.find((mail) => mail.kind === 'password-reset')!;
    expect(reset.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=\S+$/);
    expect(reset.organizationName).toBeNull();
    const invitation = (await app.query(platformAdmin, 'outbox.listAccessMails', { email: 'mail-reader@example.test' })).data.mails;
    expect(invitation).toEqual([
      expect.objectContaining({
        kind: 'invitation',
        organizationName: 'Nordlicht Agency',
        link: `http://localhost:3000/invitation/${invitationId}`,
      }),
    ]);

    // The reset works from the link the operator passes on: no mail server needed.
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(reset.link!)![1]!);
    const done = await app.server.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-new-good-password' },
      headers: { origin: ORIGIN },
    });
    expect(done.statusCode).toBe(200);
    expect((await app.signIn('reader-own@example.test', 'a-new-good-password')).length).toBeGreaterThan(0);

    expectRefused(await app.query(actors.orgAdmin, 'outbox.listAccessMails', {}), 403, 'FORBIDDEN');
    expectRefused(await app.query(actors.member, 'outbox.listAccessMails', {}), 403, 'FORBIDDEN');
    expectRefused(await app.query(actors.guest, 'outbox.listAccessMails', {}), 403, 'FORBIDDEN');
    expect((await app.query(null, 'outbox.listAccessMails', {})).status).toBe(401);
  });

  it('writes each kept link to the server log once, with a warning, and only without a transport', async () => {
    const warnings: { details: object; message: string }[] = [];
    const log = { error: () => undefined, warn: (details: object, message: string) => void warnings.push({ details, message }) };
    const withoutTransport = createOutboxSender({ db: app.db(), publicUrl: ORIGIN, transport: null, from: 'x <x@localhost>', log });
    await queueAccountMail(
      { db: app.db(), mail: withoutTransport.dispatch },
      { kind: 'password-reset', toAddress: 'logged@example.test', language: 'en', name: 'Logged', token: 'tok-123' },
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('http://localhost:3000/reset-password?token=tok-123');
    expect(warnings[0]!.message).toMatch(/No mail transport is configured/);

    const kept: KeptMailNotice[] = [];
    const withTransport: MailDispatch = {
      publicUrl: ORIGIN,
      isDeliveryConfigured: true,
      onQueued: () => undefined,
      onKeptInOutbox: (n) => kept.push(n),
    };
    await queueAccountMail(
      { db: app.db(), mail: withTransport },
      { kind: 'password-reset', toAddress: 'sent@example.test', language: 'en', name: 'Sent', token: 'tok-456' },
    );
    expect(kept).toEqual([]);
    withoutTransport.stop();
  });
});
