import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { ORGANIZATION_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { expectRefused, signInWorkspaceActors } from './support/workspace-actors.ts';

let app: TestApp;

let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-fake-but-sniffed')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg-body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const get = (cookie: string | null) => app.query(cookie, 'workspace.getWorkspace');
const upload = (cookie: string, bytes: Buffer) => app.mutate(cookie, 'workspace.uploadLogo', { base64: bytes.toString('base64') });

beforeAll(async () => {
  app = await createTestApp();
  actors = await signInWorkspaceActors(app);
});
afterAll(() => app.close());

describe('workspace.getWorkspace and workspace.updateWorkspace', () => {
  it('shows the active organisation to every member, editable only for admins', async () => {
    expect((await get(actors.member)).data).toMatchObject({ name: 'Nordlicht Agency', defaultLanguage: 'en', canUpdate: false });
    expect((await get(actors.orgAdmin)).data).toMatchObject({ id: actors.nordlichtId, canUpdate: true });
    expect((await get(actors.kesselOwner)).data).toMatchObject({ name: 'Kessel Brands GmbH', canUpdate: true });
    // The workspace view reads the organisation's people (read member), which guests never see (decision 009).
    expectRefused(await get(actors.guest), 403, 'FORBIDDEN');
    expectRefused(await get(null), 401, 'UNAUTHORIZED');
  });

  it('lets an admin rename and set the default language; only their own organisation changes', async () => {
    const updated = await app.mutate(actors.kesselOwner, 'workspace.updateWorkspace', {
      name: '  Kessel Brands AG ',
      defaultLanguage: 'de',
    });
    expect(updated).toMatchObject({ status: 200, data: { name: 'Kessel Brands AG', defaultLanguage: 'de' } });
    expect((await get(actors.member)).data.name).toBe('Nordlicht Agency');
    const organizations = await app.query(actors.kesselOwner, 'user.getMyOrganizations');
    expect(organizations.data.map((organization) => organization.name)).toContain('Kessel Brands AG');
  });

  it('refuses members, guests and anonymous callers', async () => {
    const input = { name: 'Hijacked', defaultLanguage: 'en' } as const;
    expectRefused(await app.mutate(actors.member, 'workspace.updateWorkspace', input), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.guest, 'workspace.updateWorkspace', input), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.expiredMember, 'workspace.updateWorkspace', input), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(null, 'workspace.updateWorkspace', input), 401, 'UNAUTHORIZED');
    expect((await get(actors.member)).data.name).toBe('Nordlicht Agency');
  });

  it('lets an admin of an expired licence still edit the workspace (who to call must stay reachable)', async () => {
    const answer = await app.mutate(actors.expiredAdmin, 'workspace.updateWorkspace', {
      name: 'Altstadt Media',
      defaultLanguage: 'de',
    });
    expect(answer).toMatchObject({ status: 200, data: { defaultLanguage: 'de' } });
  });

  it('answers bad input with a 400 naming the field', async () => {
    for (const input of [
      { name: '', defaultLanguage: 'en' },
      { name: 'X', defaultLanguage: 'fr' },
      { name: 'X'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1), defaultLanguage: 'en' },
      { name: 'X' },
    ]) {
      const answer = await app.mutateUnchecked(actors.orgAdmin, 'workspace.updateWorkspace', input);
      expectRefused(answer, 400, 'VALIDATION');
    }
    const answer = await app.mutateUnchecked(actors.orgAdmin, 'workspace.updateWorkspace', { name: 'X', defaultLanguage: 'fr' });
    expect(answer.error?.message).toContain('defaultLanguage');
  });
});

describe('workspace logo', () => {
  it('stores a PNG, serves it from a cacheable URL and removes it again', async () => {
    const uploaded = await upload(actors.orgAdmin, PNG);
    expect(uploaded.status).toBe(200);
    const logoUrl = uploaded.data.logo!;
    expect(logoUrl).toMatch(new RegExp(`^/api/organization-logo/${actors.nordlichtId}/[0-9a-f]{32}$`));
    expect((await get(actors.member)).data.logo).toBe(logoUrl);

    const served = await app.server.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const removed = await app.mutate(actors.orgAdmin, 'workspace.removeLogo');
    expect(removed).toMatchObject({ status: 200, data: { logo: null } });
    expect((await app.server.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });

  it('accepts JPEG and WebP by their bytes, and a new upload gets a new URL', async () => {
    const jpeg = await upload(actors.kesselOwner, JPEG);
    const webp = await upload(actors.kesselOwner, WEBP);
    expect(jpeg.status).toBe(200);
    expect(webp.status).toBe(200);
    expect(jpeg.data.logo).not.toBe(webp.data.logo);
    const served = await app.server.inject({ method: 'GET', url: webp.data.logo! });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await app.server.inject({ method: 'GET', url: jpeg.data.logo! })).statusCode).toBe(404);
  });

  it('refuses SVG, oversize files, garbage and non-base64 with a 400', async () => {
    const oversize = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    for (const bytes of [SVG, oversize, Buffer.from('just some text, not an image')]) {
      const answer = await upload(actors.orgAdmin, bytes);
      expectRefused(answer, 400, 'VALIDATION');
    }
    expect((await upload(actors.orgAdmin, SVG)).error?.message).toContain('SVG is not allowed');
    expectRefused(await app.mutate(actors.orgAdmin, 'workspace.uploadLogo', { base64: '###not base64###' }), 400, 'VALIDATION');
    expectRefused(await app.mutate(actors.orgAdmin, 'workspace.uploadLogo', { base64: 'A'.repeat(800_000) }), 400, 'VALIDATION');
    expect((await get(actors.orgAdmin)).data.logo).toBeNull();
  });

  it('refuses members, guests and anonymous callers', async () => {
    expectRefused(await upload(actors.member, PNG), 403, 'FORBIDDEN');
    expectRefused(await upload(actors.guest, PNG), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.member, 'workspace.removeLogo'), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(null, 'workspace.removeLogo'), 401, 'UNAUTHORIZED');
  });

  it('answers unknown logo URLs with 404', async () => {
    for (const url of ['/api/organization-logo/nope/abcdef0123456789', `/api/organization-logo/${actors.nordlichtId}/not-a-hash`]) {
      expect((await app.server.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('workspace.getMailStatus and outbox.listOutboxMails', () => {
  it('tells admins that mail stays in the outbox without SMTP, and lists their own organisation only', async () => {
    expect((await app.query(actors.orgAdmin, 'workspace.getMailStatus')).data).toEqual({ isDeliveryConfigured: false });
    await app.mutate(actors.orgAdmin, 'member.inviteMember', { email: 'outbox-reader@example.test', role: 'member' });
    const outbox = await app.query(actors.orgAdmin, 'outbox.listOutboxMails', { page: 1, pageSize: 10 });
    expect(outbox.data.mails[0]).toMatchObject({ toAddress: 'outbox-reader@example.test', status: 'outbox' });
    expect(outbox.data.mails[0]!.textBody).toContain('http://localhost:3000/invitation/');
    const kessel = await app.query(actors.kesselOwner, 'outbox.listOutboxMails', {});
    expect(kessel.data.mails.map((mail) => mail.toAddress)).not.toContain('outbox-reader@example.test');
  });

  it('refuses members, guests and anonymous callers; expired admins still read', async () => {
    for (const cookie of [actors.member, actors.guest, actors.expiredMember]) {
      expectRefused(await app.query(cookie, 'workspace.getMailStatus'), 403, 'FORBIDDEN');
      expectRefused(await app.query(cookie, 'outbox.listOutboxMails', {}), 403, 'FORBIDDEN');
    }
    expectRefused(await app.query(null, 'outbox.listOutboxMails', {}), 401, 'UNAUTHORIZED');
    expect((await app.query(actors.expiredAdmin, 'outbox.listOutboxMails', {})).status).toBe(200);
    expectRefused(await app.query(actors.orgAdmin, 'outbox.listOutboxMails', { page: 0 }), 400, 'VALIDATION');
  });
});
