import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

interface Template {
  id: string;
  key: string;
  name: string;
  durationDays: number;
  constraints: { seats: number };
}

const DAY_MS = 86_400_000;
let app: TestApp;
let platformAdmin: string;
let templates: Template[];
const template = (key: string) => templates.find((entry) => entry.key === key)!;

const list = (input: ProcedureInput<'admin.listOrganizations'> = {}) => app.query(platformAdmin, 'admin.listOrganizations', input);
const get = (organizationId: string) => app.query(platformAdmin, 'admin.getOrganization', { organizationId });
const create = (input: ProcedureInput<'admin.createOrganization'>) => app.mutate(platformAdmin, 'admin.createOrganization', input);

beforeAll(async () => {
  app = await createTestApp();
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  templates = (await app.query(platformAdmin, 'licenseTemplate.listLicenseTemplates')).data;
});
afterAll(() => app.close());

describe('admin organisations', () => {
  it('lists organisations by name with licence state and member count, searchable', async () => {
    const all = await list({ pageSize: 100 });
    expect(all.status).toBe(200);
    const nordlicht = all.data.items.find((row) => row.name === 'Nordlicht Agency')!;
    expect(nordlicht).toMatchObject({ memberCount: 4, license: { name: 'Professional', isExpired: false } });
    expect(all.data.items.find((row) => row.name === 'Altstadt Media')!.license).toMatchObject({ isExpired: true });

    const found = await list({ search: 'kessel' });
    expect(found.data.items.map((row) => row.name)).toEqual(['Kessel Brands GmbH']);
    expect(found.data.total).toBe(1);
  });

  it('shows members with roles (owners first), licence and account manager', async () => {
    const nordlicht = (await list({ search: 'Nordlicht' })).data.items[0]!;
    const detail = await get(nordlicht.id);
    expect(detail.data.members[0]).toMatchObject({ email: 'org-admin@creatorlens.test', role: 'owner' });
    expect(detail.data.members.map((m) => m.role).sort()).toEqual(['admin', 'member', 'member', 'owner']);
    expect(detail.data.license).toMatchObject({ name: 'Professional', templateId: template('professional').id });
    expect(detail.data.accountManager?.name).toBe('Lena Hoffmann');
    expect((await get('missing')).status).toBe(404);
  });

  it('creates an organisation with a licence from a template and an existing owner', async () => {
    const before = Date.now();
    const created = await create({ name: 'Möwe Media', licenseTemplateId: template('starter').id, ownerEmail: 'MEMBER@creatorlens.test' });
    expect(created.status).toBe(200);
    expect(created.data.slug).toMatch(/^moewe-media-[0-9a-f]{8}$/);

    const detail = (await get(created.data.id)).data;
    expect(detail.members).toEqual([expect.objectContaining({ email: 'member@creatorlens.test', role: 'owner' })]);
    expect(detail.license).toMatchObject({ name: 'Starter', templateId: template('starter').id, constraints: { seats: 3 } });
    expect(detail.license!.validUntil).toBeGreaterThanOrEqual(before + 365 * DAY_MS - 1000);
    expect(detail.accountManager).not.toBeNull();

    const member = await app.signIn('member@creatorlens.test');
    const mine = await app.query(member, 'user.getMyOrganizations');
    expect(mine.data).toContainEqual(expect.objectContaining({ name: 'Möwe Media', orgRole: 'owner' }));
  });

  it('creates an organisation without owner, with its own slug; refuses taken slugs, unknown owners and templates', async () => {
    const created = await create({ name: 'Empty Co', slug: 'empty-co', licenseTemplateId: template('trial').id });
    expect(created.data.slug).toBe('empty-co');
    expect((await get(created.data.id)).data.members).toEqual([]);

    const taken = await create({ name: 'Other', slug: 'empty-co', licenseTemplateId: template('trial').id });
    expect(taken.status).toBe(409);
    const unknownOwner = await create({ name: 'Ghost', licenseTemplateId: template('trial').id, ownerEmail: 'nobody@example.com' });
    expect(unknownOwner.status).toBe(404);
    expect(unknownOwner.error?.message).toContain('nobody@example.com');
    const unknownTemplate = await create({ name: 'Ghost', licenseTemplateId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownTemplate.status).toBe(404);
    // Nothing half-made is left behind by the refused calls.
    expect((await list({ search: 'Ghost' })).data.total).toBe(0);
  });

  it.each([
    [{ name: '', licenseTemplateId: '00000000-0000-4000-8000-000000000000' }, 'name'],
    [{ name: 'Bad slug', slug: 'Bad Slug!', licenseTemplateId: '00000000-0000-4000-8000-000000000000' }, 'slug'],
    [{ name: 'Bad template', licenseTemplateId: 'starter' }, 'licenseTemplateId'],
    [{ name: 'Bad owner', licenseTemplateId: '00000000-0000-4000-8000-000000000000', ownerEmail: 'not-an-email' }, 'ownerEmail'],
  ])('refuses %j naming %s', async (input, field) => {
    const answer = await create(input);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain(field);
  });

  it('renames an organisation and changes its slug; a taken slug is a conflict', async () => {
    const created = await create({ name: 'Rename Me', licenseTemplateId: template('trial').id });
    const updated = await app.mutate(platformAdmin, 'admin.updateOrganization', {
      id: created.data.id,
      data: { name: 'Renamed', slug: 'renamed' },
    });
    expect(updated.data).toEqual({ id: created.data.id, name: 'Renamed', slug: 'renamed' });
    const kessel = (await list({ search: 'Kessel' })).data.items[0]!;
    const conflict = await app.mutate(platformAdmin, 'admin.updateOrganization', { id: kessel.id, data: { slug: 'renamed' } });
    expect(conflict.status).toBe(409);
    expect((await app.mutate(platformAdmin, 'admin.updateOrganization', { id: 'missing', data: { name: 'X' } })).status).toBe(404);
  });

  it('assigns a licence: copies the template terms with validUntil = now + durationDays, renewing an expired one', async () => {
    const altstadt = (await list({ search: 'Altstadt' })).data.items[0]!;
    const before = Date.now();
    const assigned = await app.mutate(platformAdmin, 'admin.assignLicense', {
      organizationId: altstadt.id,
      templateId: template('enterprise').id,
    });
    expect(assigned.data).toMatchObject({ name: 'Enterprise', isExpired: false });
    expect(assigned.data.validUntil).toBeGreaterThanOrEqual(before + 365 * DAY_MS - 1000);
    expect(assigned.data.validUntil).toBeLessThanOrEqual(Date.now() + 365 * DAY_MS + 1000);
    expect((await get(altstadt.id)).data.license).toMatchObject({ templateId: template('enterprise').id, constraints: { seats: 100 } });

    // The organisation's members feel it at once: the expired licence no longer blocks them.
    const expiredMember = await app.signIn('expired-member@creatorlens.test');
    const me = await app.query(expiredMember, 'user.getSessionUser');
    expect(me.data!.organization!.license!.isExpired).toBe(false);
  });

  it('creates account managers and sets or clears an organisation’s manager', async () => {
    const manager = await app.mutate(platformAdmin, 'admin.createAccountManager', {
      name: 'Jonas Berg',
      email: 'jonas@creatorlens.example',
    });
    expect(manager.status).toBe(200);
    const kessel = (await list({ search: 'Kessel' })).data.items[0]!;
    const set = await app.mutate(platformAdmin, 'admin.setAccountManager', {
      organizationId: kessel.id,
      accountManagerId: manager.data.id,
    });
    expect(set.data).toEqual({ organizationId: kessel.id, accountManagerId: manager.data.id });
    expect((await get(kessel.id)).data.accountManager?.name).toBe('Jonas Berg');

    const managers = await app.query(platformAdmin, 'admin.listAccountManagers');
    expect(managers.data).toContainEqual(expect.objectContaining({ name: 'Jonas Berg', organizationCount: 1 }));

    // The organisation's owner sees the new manager.
    const owner = await app.signIn('two-orgs@creatorlens.test');
    await app.mutate(owner, 'user.switchOrganization', { organizationId: kessel.id });
    expect((await app.query(owner, 'user.getAccountManager')).data!.name).toBe('Jonas Berg');

    await app.mutate(platformAdmin, 'admin.setAccountManager', { organizationId: kessel.id, accountManagerId: null });
    expect((await get(kessel.id)).data.accountManager).toBeNull();
    const unknown = await app.mutate(platformAdmin, 'admin.setAccountManager', {
      organizationId: kessel.id,
      accountManagerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const badEmail = await app.mutate(platformAdmin, 'admin.createAccountManager', { name: 'No Mail', email: 'nope' });
    expect(badEmail.status).toBe(400);
  });
});
