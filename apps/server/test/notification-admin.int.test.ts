import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { GUIDE_CHANNEL_ID, NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

let app: TestApp;
let platformAdmin: string;
let orgAdmin: string;
let member: string;
let guest: string;
let nordlichtId: string;

const guideInput = {
  key: 'welcome-banner',
  type: 'banner',
  active: true,
  content: {
    title: 'Welcome',
    body: '<p>Hi <script>alert(1)</script><a href="javascript:x">x</a></p>',
    primaryButton: { text: 'Start', action: '/discovery' },
  },
  audience: { kind: 'all' },
  activationPaths: [],
} satisfies ProcedureInput<'notification.saveGuide'>;

const guidesFor = async (cookie: string) => {
  const config = await app.query(cookie, 'notification.getClientConfig');
  const response = await app.server.inject({
    method: 'GET',
    url: `/v1/users/${config.data.userId}/guides/${GUIDE_CHANNEL_ID}`,
    headers: {
      authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`,
      'x-knock-user-token': config.data.userToken,
      'content-type': 'application/json',
    },
  });
  return {
    config: config.data,
    body: JSON.parse(response.body) as { entries: { id: string; key: string; steps: { content: { body: string } }[] }[] },
  };
};

beforeAll(async () => {
  app = await createTestApp();
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  member = await app.signIn('member@creatorlens.test');
  guest = await app.signInAsGuest();
  const [nordlicht] = await app.db().select().from(schema.organization).where(eq(schema.organization.name, 'Nordlicht Agency'));
  nordlichtId = nordlicht!.id;
});
afterAll(() => app.close());

describe('announcements', () => {
  it('lets a platform admin announce to one organisation, sanitised', async () => {
    const answer = await app.mutate(platformAdmin, 'notification.createAnnouncement', {
      title: 'New charts',
      bodyHtml: '<p>See <em>charts</em><img src=x onerror=alert(1)></p>',
      actionUrl: '/charts',
      audience: { kind: 'organization', organizationId: nordlichtId },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.recipientCount).toBeGreaterThanOrEqual(3);
    const rows = await app
      .db()
      .select()
      .from(schema.notificationMessage)
      .where(eq(schema.notificationMessage.workflowKey, 'product-announcement'));
    expect(rows.length).toBe(answer.data.recipientCount);
    expect(JSON.stringify(rows[0]!.blocks)).not.toContain('<img');
    const listed = await app.query(platformAdmin, 'notification.listAnnouncements');
    expect(listed.data).toHaveLength(1);
  });

  it('refuses non-admins, organisation admins and guests (FORBIDDEN) and bad input (400)', async () => {
    const input = { title: 'x', bodyHtml: 'y', audience: { kind: 'all' } } satisfies ProcedureInput<'notification.createAnnouncement'>;
    for (const cookie of [orgAdmin, member, guest]) {
      expect((await app.mutate(cookie, 'notification.createAnnouncement', input)).error?.data.code).toBe('FORBIDDEN');
      expect((await app.query(cookie, 'notification.listAnnouncements')).error?.data.code).toBe('FORBIDDEN');
    }
    expect((await app.mutate(null, 'notification.createAnnouncement', input)).status).toBe(401);
    const bad = await app.mutate(platformAdmin, 'notification.createAnnouncement', { ...input, actionUrl: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((await app.mutate(platformAdmin, 'notification.createAnnouncement', { ...input, title: '' })).status).toBe(400);
  });
});

describe('guides', () => {
  it('lets a platform admin author a guide that users receive sanitised, and dismiss', async () => {
    const saved = await app.mutate(platformAdmin, 'notification.saveGuide', guideInput);
    expect(saved.status).toBe(200);
    expect(saved.data.content.body).toBe('<p>Hi <a>x</a></p>');
    expect((await app.mutate(platformAdmin, 'notification.saveGuide', guideInput)).error?.data.code).toBe('CONFLICT');

    const { config, body } = await guidesFor(member);
    expect(body.entries.map((entry) => entry.key)).toEqual(['welcome-banner']);
    const archive = await app.server.inject({
      method: 'PUT',
      url: `/v1/users/${config.userId}/guides/messages/archived`,
      headers: { authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': config.userToken, 'content-type': 'application/json' },
      payload: { channel_id: GUIDE_CHANNEL_ID, guide_key: 'welcome-banner', guide_id: saved.data.id, guide_step_ref: 'step_1' },
    });
    expect(JSON.parse(archive.body)).toEqual({ status: 'ok' });
    expect((await guidesFor(member)).body.entries).toHaveLength(0);
    expect((await guidesFor(orgAdmin)).body.entries).toHaveLength(1);
  });

  it('targets guides by role and refuses unsafe image and button actions', async () => {
    const adminsOnly = await app.mutate(platformAdmin, 'notification.saveGuide', {
      ...guideInput,
      key: 'admins-card',
      type: 'card',
      audience: { kind: 'role', role: 'org-owner' },
    });
    expect(adminsOnly.status).toBe(200);
    expect((await guidesFor(orgAdmin)).body.entries.map((entry) => entry.key)).toContain('admins-card');
    expect((await guidesFor(member)).body.entries.map((entry) => entry.key)).not.toContain('admins-card');
    const unsafe = await app.mutate(platformAdmin, 'notification.saveGuide', {
      ...guideInput,
      key: 'unsafe',
      content: { ...guideInput.content, primaryButton: { text: 'x', action: 'javascript:alert(1)' } },
    });
    expect(unsafe.status).toBe(400);
  });

  it('refuses guide administration to everyone but platform admins', async () => {
    for (const cookie of [orgAdmin, member, guest]) {
      expect((await app.mutate(cookie, 'notification.saveGuide', { ...guideInput, key: 'nope' })).error?.data.code).toBe('FORBIDDEN');
      expect((await app.query(cookie, 'notification.listGuides')).error?.data.code).toBe('FORBIDDEN');
      expect((await app.mutate(cookie, 'notification.deleteGuide', { id: '00000000-0000-4000-8000-000000000000' })).error?.data.code).toBe(
        'FORBIDDEN',
      );
    }
    const list = await app.query(platformAdmin, 'notification.listGuides');
    expect((await app.mutate(platformAdmin, 'notification.deleteGuide', { id: list.data[0]!.id })).status).toBe(200);
  });
});
