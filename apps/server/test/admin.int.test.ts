import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp, type QueryPath, type MutationPath } from './support/test-app.ts';

let app: TestApp;
let platformAdmin: string;

let orgAdmin: string;
let member: string;
let guest: string;
let adminUserId: string;
let memberUserId: string;

const listUsers = (cookie: string | null, input: Record<string, unknown> = {}) => app.query(cookie, 'admin.listUsers', input);
const findUser = async (email: string) =>
  (await listUsers(platformAdmin, { search: email })).data.items.find((user) => user.email === email)!;

beforeAll(async () => {
  app = await createTestApp();
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  member = await app.signIn('member@creatorlens.test');
  guest = await app.signInAsGuest();
  adminUserId = (await findUser('platform-admin@creatorlens.test')).id;
  memberUserId = (await findUser('member@creatorlens.test')).id;
});
afterAll(() => app.close());

describe('admin users', () => {
  it('lists users with search, role and ban filters and paging; guests only when asked', async () => {
    const all = await listUsers(platformAdmin, { pageSize: 100 });
    expect(all.status).toBe(200);
    expect(all.data.items.some((user) => user.isGuest)).toBe(false);
    expect(all.data.items.find((user) => user.id === adminUserId)).toMatchObject({ role: 'admin', isMe: true });
    expect(all.data.items.find((user) => user.email === 'two-orgs@creatorlens.test')?.organizationCount).toBe(2);

    const admins = await listUsers(platformAdmin, { role: 'admin' });
    expect(admins.data.items.map((user) => user.email)).toEqual(['platform-admin@creatorlens.test']);

    const byName = await listUsers(platformAdmin, { search: 'mia mit' });
    expect(byName.data.items.map((user) => user.email)).toEqual(['member@creatorlens.test']);
    // LIKE wildcards in a search are literal characters.
    expect((await listUsers(platformAdmin, { search: '%' })).data.total).toBe(0);

    const firstPage = await listUsers(platformAdmin, { page: 1, pageSize: 2 });
    const secondPage = await listUsers(platformAdmin, { page: 2, pageSize: 2 });
    expect(firstPage.data.items).toHaveLength(2);
    expect(firstPage.data.total).toBe(all.data.total);
    expect(secondPage.data.items.map((user) => user.id)).not.toContain(firstPage.data.items[0]!.id);

    const withGuests = await listUsers(platformAdmin, { includeGuests: true, pageSize: 100 });
    expect(withGuests.data.items.some((user) => user.isGuest)).toBe(true);
  });

  it('shows one user with organisations, roles and live sessions', async () => {
    const answer = await app.query(platformAdmin, 'admin.getUser', { userId: memberUserId });
    expect(answer.status).toBe(200);
    expect(answer.data.organizations).toEqual([expect.objectContaining({ name: 'Nordlicht Agency', role: 'member' })]);
    expect(answer.data.activeSessionCount).toBeGreaterThanOrEqual(1);
    const unknown = await app.query(platformAdmin, 'admin.getUser', { userId: 'no-such-user' });
    expect(unknown.status).toBe(404);
  });

  it('promotes and demotes; the new role counts on the next request', async () => {
    const cookie = await app.signUp({ name: 'Rita Rolle', email: 'rita@example.com' });
    const rita = await findUser('rita@example.com');
    expect((await listUsers(cookie)).status).toBe(403);

    expect((await app.mutate(platformAdmin, 'admin.setUserRole', { userId: rita.id, role: 'admin' })).data).toEqual({
      userId: rita.id,
      role: 'admin',
    });
    expect((await listUsers(cookie)).status).toBe(200);

    await app.mutate(platformAdmin, 'admin.setUserRole', { userId: rita.id, role: 'user' });
    expect((await listUsers(cookie)).status).toBe(403);
  });

  it('refuses to let an admin remove their own admin role', async () => {
    const answer = await app.mutate(platformAdmin, 'admin.setUserRole', { userId: adminUserId, role: 'user' });
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toContain('own admin role');
    expect((await findUser('platform-admin@creatorlens.test')).role).toBe('admin');
  });

  it('bans a user: their sessions end, sign-in is refused until unbanned', async () => {
    const cookie = await app.signUp({ name: 'Bert Bann', email: 'bert@example.com', password: 'bert-password' });
    const bert = await findUser('bert@example.com');
    const banned = await app.mutate(platformAdmin, 'admin.banUser', { userId: bert.id, reason: '  Spam  ' });
    expect(banned).toMatchObject({ status: 200, data: { userId: bert.id, isBanned: true } });
    expect(await findUser('bert@example.com')).toMatchObject({ isBanned: true, banReason: 'Spam' });
    expect((await app.query(cookie, 'user.getSessionUser')).data).toBeNull();

    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'bert@example.com', password: 'bert-password' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'BANNED_USER' });
    expect((await listUsers(platformAdmin, { isBanned: true })).data.items.map((user) => user.email)).toEqual(['bert@example.com']);

    expect((await app.mutate(platformAdmin, 'admin.unbanUser', { userId: bert.id })).data).toEqual({ userId: bert.id, isBanned: false });
    await app.signIn('bert@example.com', 'bert-password');
  });

  it('refuses self-ban, bans that end in the past and bad input', async () => {
    const self = await app.mutate(platformAdmin, 'admin.banUser', { userId: adminUserId });
    expect(self.status).toBe(403);
    expect(self.error?.message).toContain('yourself');
    const past = await app.mutate(platformAdmin, 'admin.banUser', { userId: memberUserId, expiresAt: Date.now() - 1000 });
    expect(past.status).toBe(400);
    expect((await app.mutateUnchecked(platformAdmin, 'admin.setUserRole', { userId: memberUserId, role: 'owner' })).status).toBe(400);
    expect((await listUsers(platformAdmin, { pageSize: 1000 })).status).toBe(400);
    expect((await app.mutate(platformAdmin, 'admin.unbanUser', { userId: 'nobody' })).status).toBe(404);
  });
});

// One table over every admin procedure: the paths are checked, the inputs (refused before they are read) are not.
const ADMIN_CALLS: ([kind: 'query', path: QueryPath, input: () => unknown] | [kind: 'mutate', path: MutationPath, input: () => unknown])[] =
  [
    ['query', 'admin.listUsers', () => ({})],
    ['query', 'admin.getUser', () => ({ userId: memberUserId })],
    ['mutate', 'admin.setUserRole', () => ({ userId: memberUserId, role: 'admin' })],
    ['mutate', 'admin.banUser', () => ({ userId: memberUserId })],
    ['mutate', 'admin.unbanUser', () => ({ userId: memberUserId })],
    ['query', 'admin.listOrganizations', () => ({})],
    ['query', 'admin.getOrganization', () => ({ organizationId: 'any' })],
    ['mutate', 'admin.createOrganization', () => ({ name: 'Sneaky', licenseTemplateId: '00000000-0000-4000-8000-000000000000' })],
    ['mutate', 'admin.updateOrganization', () => ({ id: 'any', data: { name: 'Renamed' } })],
    ['mutate', 'admin.assignLicense', () => ({ organizationId: 'any', templateId: '00000000-0000-4000-8000-000000000000' })],
    ['mutate', 'admin.setAccountManager', () => ({ organizationId: 'any', accountManagerId: null })],
    ['query', 'admin.listAccountManagers', () => undefined],
    ['mutate', 'admin.createAccountManager', () => ({ name: 'Max', email: 'max@example.com' })],
  ];

describe('admin permissions', () => {
  it.each(ADMIN_CALLS)('%s %s is FORBIDDEN for an organisation owner, a member and a guest', async (kind, path, input) => {
    for (const cookie of [orgAdmin, member, guest]) {
      const answer = kind === 'query' ? await app.queryUnchecked(cookie, path, input()) : await app.mutateUnchecked(cookie, path, input());
      expect(answer.status, path).toBe(403);
      expect(answer.error?.data.appCode).toBe('FORBIDDEN');
    }
    const anonymous = kind === 'query' ? await app.queryUnchecked(null, path, input()) : await app.mutateUnchecked(null, path, input());
    expect(anonymous.status).toBe(401);
  });

  it('leaves the member untouched after all those refused calls', async () => {
    expect(await findUser('member@creatorlens.test')).toMatchObject({ role: 'user', isBanned: false });
  });

  it('shows the admin area permission only to platform admins', async () => {
    const rules = async (cookie: string) => (await app.query(cookie, 'user.getSessionUser')).data!.rules;
    expect(await rules(platformAdmin)).toContainEqual(expect.objectContaining({ action: 'read', subject: 'admin_area' }));
    expect(await rules(orgAdmin)).not.toContainEqual(expect.objectContaining({ subject: 'admin_area' }));
  });
});

/** Cookies a better-auth answer sets, merged over the ones sent (an empty value means the cookie was cleared). */
function mergeCookies(sent: string, setCookie: string | string[] | undefined): string {
  const jar = new Map(
    sent
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const header of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const pair = header.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=') || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

const authPost = (cookie: string, url: string, payload: object = {}) =>
  app.server.inject({ method: 'POST', url, payload, headers: { cookie, origin: ORIGIN } });

describe('impersonation through better-auth', () => {
  it('lets an admin act as a member, shows who is impersonating, and returns to the admin session', async () => {
    const adminJar = await app.signIn('platform-admin@creatorlens.test');
    const started = await authPost(adminJar, '/api/auth/admin/impersonate-user', { userId: memberUserId });
    expect(started.statusCode).toBe(200);
    const impersonating = mergeCookies(adminJar, started.headers['set-cookie']);

    const me = await app.query(impersonating, 'user.getSessionUser');
    expect(me.data!.user).toMatchObject({ email: 'member@creatorlens.test', role: 'user' });
    expect(me.data!.impersonatedBy).toEqual({ id: adminUserId, name: 'Paula Plattform' });
    // Acting as the member means the member's permissions: the admin area is closed.
    expect((await listUsers(impersonating)).status).toBe(403);

    const stopped = await authPost(impersonating, '/api/auth/admin/stop-impersonating');
    expect(stopped.statusCode).toBe(200);
    const back = mergeCookies(impersonating, stopped.headers['set-cookie']);
    const again = await app.query(back, 'user.getSessionUser');
    expect(again.data!.user.email).toBe('platform-admin@creatorlens.test');
    expect(again.data!.impersonatedBy).toBeNull();
    expect((await listUsers(back)).status).toBe(200);
  });

  it('does not impersonate other admins, and only admins may impersonate', async () => {
    const cookie = await app.signUp({ name: 'Ada Admin', email: 'ada@example.com' });
    const ada = await findUser('ada@example.com');
    await app.mutate(platformAdmin, 'admin.setUserRole', { userId: ada.id, role: 'admin' });
    expect((await authPost(platformAdmin, '/api/auth/admin/impersonate-user', { userId: ada.id })).statusCode).toBe(403);
    expect((await authPost(orgAdmin, '/api/auth/admin/impersonate-user', { userId: memberUserId })).statusCode).toBe(403);
    expect((await authPost(member, '/api/auth/admin/stop-impersonating')).statusCode).toBe(400);
    expect((await app.query(cookie, 'user.getSessionUser')).data!.impersonatedBy).toBeNull();
  });
});
