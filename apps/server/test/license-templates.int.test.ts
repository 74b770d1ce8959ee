import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type ProcedureInput, type QueryPath, type MutationPath } from './support/test-app.ts';

const AGENCY = {
  name: 'Agency',
  key: 'agency',
  durationDays: 90,
  constraints: { maxChannelsPerManualWatchlist: 250, readablePlatforms: ['instagram', 'youtube'], seats: 5, monthlyCredits: 400 },
  priceMonthlyCents: 29_900,
  isTrial: false,
  isPublic: false,
} satisfies ProcedureInput<'licenseTemplate.createLicenseTemplate'>;

let app: TestApp;
let platformAdmin: string;
const list = (cookie: string | null = platformAdmin) => app.query(cookie, 'licenseTemplate.listLicenseTemplates');
const create = (input: ProcedureInput<'licenseTemplate.createLicenseTemplate'>) =>
  app.mutate(platformAdmin, 'licenseTemplate.createLicenseTemplate', input);

beforeAll(async () => {
  app = await createTestApp();
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
});
afterAll(() => app.close());

describe('licence templates', () => {
  it('lists the plans in order with how many licences each one made', async () => {
    const answer = await list();
    expect(answer.data.map((template) => template.key)).toEqual(['trial', 'starter', 'professional', 'enterprise']);
    expect(answer.data.find((template) => template.key === 'professional')!.licenseCount).toBeGreaterThanOrEqual(2);
    expect(answer.data.find((template) => template.key === 'trial')!.isSignUpTemplate).toBe(true);
  });

  it('creates a template at the end of the list; keys are unique', async () => {
    const created = await create(AGENCY);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ...AGENCY, sortOrder: 4, licenseCount: 0, isSignUpTemplate: false });
    expect((await list()).data.at(-1)!.key).toBe('agency');
    const duplicate = await create({ ...AGENCY, name: 'Agency again' });
    expect(duplicate.status).toBe(409);
  });

  it('updates a template without touching licences copied from it earlier', async () => {
    const template = (await create({ ...AGENCY, key: 'agency-plus', name: 'Agency Plus' })).data;
    const organization = await app.mutate(platformAdmin, 'admin.createOrganization', {
      name: 'Plus Co',
      licenseTemplateId: template.id,
    });
    const updated = await app.mutate(platformAdmin, 'licenseTemplate.updateLicenseTemplate', {
      id: template.id,
      data: { name: 'Agency Plus 2', constraints: { ...AGENCY.constraints, seats: 50 } },
    });
    expect(updated.data).toMatchObject({ name: 'Agency Plus 2', key: 'agency-plus', constraints: { seats: 50 }, licenseCount: 1 });
    const detail = await app.query(platformAdmin, 'admin.getOrganization', {
      organizationId: organization.data.id,
    });
    expect(detail.data.license).toMatchObject({ name: 'Agency Plus', constraints: { seats: 5 } });
  });

  it('deletes a template still referenced: licences stay with their copied terms and lose the link', async () => {
    const template = (await create({ ...AGENCY, key: 'short-lived', name: 'Short lived' })).data;
    const organization = await app.mutate(platformAdmin, 'admin.createOrganization', {
      name: 'Orphan Co',
      licenseTemplateId: template.id,
    });
    const deleted = await app.mutate(platformAdmin, 'licenseTemplate.deleteLicenseTemplate', { id: template.id });
    expect(deleted.data).toEqual({ id: template.id, detachedLicenseCount: 1 });
    expect((await list()).data.map((entry) => entry.key)).not.toContain('short-lived');
    const detail = await app.query(platformAdmin, 'admin.getOrganization', { organizationId: organization.data.id });
    expect(detail.data.license).toMatchObject({ name: 'Short lived', templateId: null, isExpired: false });
    expect((await app.mutate(platformAdmin, 'licenseTemplate.deleteLicenseTemplate', { id: template.id })).status).toBe(404);
  });

  it('protects the sign-up template: no delete, no new key', async () => {
    const trial = (await list()).data.find((template) => template.key === 'trial')!;
    expect((await app.mutate(platformAdmin, 'licenseTemplate.deleteLicenseTemplate', { id: trial.id })).status).toBe(409);
    expect((await app.mutate(platformAdmin, 'licenseTemplate.updateLicenseTemplate', { id: trial.id, data: { key: 'free' } })).status).toBe(
      409,
    );
    const renamed = await app.mutate(platformAdmin, 'licenseTemplate.updateLicenseTemplate', {
      id: trial.id,
      data: { name: 'Free trial', durationDays: 30 },
    });
    expect(renamed.data).toMatchObject({ name: 'Free trial', durationDays: 30, key: 'trial' });
  });

  it.each([
    [{ ...AGENCY, key: 'Bad Key' }, 'key'],
    [{ ...AGENCY, durationDays: 0 }, 'durationDays'],
    [{ ...AGENCY, constraints: { ...AGENCY.constraints, readablePlatforms: ['myspace'] } }, 'readablePlatforms'],
    [{ ...AGENCY, constraints: { ...AGENCY.constraints, readablePlatforms: ['tiktok', 'tiktok'] } }, 'readablePlatforms'],
    [{ ...AGENCY, constraints: { ...AGENCY.constraints, seats: -1 } }, 'seats'],
    [{ ...AGENCY, priceMonthlyCents: 9.5 }, 'priceMonthlyCents'],
    [{ ...AGENCY, name: '' }, 'name'],
    [{ ...AGENCY, extra: true }, 'extra'],
  ])('refuses %j naming %s', async (input, field) => {
    const answer = await app.mutateUnchecked(platformAdmin, 'licenseTemplate.createLicenseTemplate', input);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain(field);
  });

  it('refuses every procedure to organisation owners, members, guests and anonymous callers', async () => {
    const template = (await list()).data[0]!;
    // One table over several procedures: the paths are checked, the inputs (refused before they are read) are not.
    const calls: ([kind: 'query', path: QueryPath, input: unknown] | [kind: 'mutate', path: MutationPath, input: unknown])[] = [
      ['query', 'licenseTemplate.listLicenseTemplates', undefined],
      ['mutate', 'licenseTemplate.createLicenseTemplate', { ...AGENCY, key: 'sneaky' }],
      ['mutate', 'licenseTemplate.updateLicenseTemplate', { id: template.id, data: { name: 'Hacked' } }],
      ['mutate', 'licenseTemplate.deleteLicenseTemplate', { id: template.id }],
    ];
    const cookies = [
      await app.signIn('org-admin@creatorlens.test'),
      await app.signIn('member@creatorlens.test'),
      await app.signIn('expired-admin@creatorlens.test'),
      await app.signInAsGuest(),
    ];
    for (const [kind, path, input] of calls) {
      for (const cookie of cookies) {
        const answer = kind === 'query' ? await app.queryUnchecked(cookie, path, input) : await app.mutateUnchecked(cookie, path, input);
        expect(answer.status, path).toBe(403);
        expect(answer.error?.data.appCode).toBe('FORBIDDEN');
      }
      const anonymous = kind === 'query' ? await app.queryUnchecked(null, path, input) : await app.mutateUnchecked(null, path, input);
      expect(anonymous.status).toBe(401);
    }
    expect((await list()).data.find((entry) => entry.id === template.id)!.name).toBe(template.name);
  });
});

describe('default plans on start', () => {
  it('installs the defaults once: a deleted plan stays deleted, only the sign-up plan comes back', async () => {
    const { ensureLicenseTemplates } = await import('@creatorlens/core/licensing');
    const { schema } = await import('@creatorlens/db');
    const { eq } = await import('drizzle-orm');
    const db = app.db();
    await db.delete(schema.licenseTemplate).where(eq(schema.licenseTemplate.key, 'enterprise'));
    await db.delete(schema.licenseTemplate).where(eq(schema.licenseTemplate.key, 'trial'));
    await ensureLicenseTemplates({ db });
    const keys = (await db.select({ key: schema.licenseTemplate.key }).from(schema.licenseTemplate)).map((row) => row.key);
    expect(keys).toContain('trial');
    expect(keys).not.toContain('enterprise');
  });
});
