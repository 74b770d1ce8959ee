import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { FEED_CHANNEL_ID, NOTIFY_PUBLIC_KEY, triggerWorkflow } from '@creatorlens/core/notifications';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** What the bell's tabs, badge, open-marks-seen and the workflow switches of the settings tab ask of our Knock API. */

let app: TestApp;
let origin: string;
let orgAdmin: string;
let member: string;
let memberId: string;
let orgAdminId: string;
let artistId: string;

interface FeedPage {
  entries: {
    id: string;
    seen_at: string | null;
    read_at: string | null;
    data: Record<string, unknown>;
    blocks: { name: string; rendered?: string; buttons?: { action: string }[] }[];
  }[];
  meta: { total_count: number; unread_count: number; unseen_count: number };
  page_info: { page_size: number };
}

const userIdOf = async (email: string) =>
  (await app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email)))[0]!.id;
const tokenOf = async (cookie: string) => (await app.query(cookie, 'notification.getClientConfig')).data.userToken;

const call = async (path: string, token: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': token, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<unknown>;
};

beforeAll(async () => {
  app = await createTestApp();
  origin = await app.listenOnLoopback();
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  memberId = await userIdOf('member@creatorlens.test');
  orgAdminId = await userIdOf('org-admin@creatorlens.test');
  artistId = (await app.query(member, 'artist.getArtistBySlug', { slug: 'fixture-artist' })).data.artist.id;
});
afterAll(async () => {
  await app?.close();
});

describe('the bell feed on our Knock-compatible API', () => {
  it('filters by status=unseen, pages by 50 and marks everything seen in one bulk request', async () => {
    for (let index = 0; index < 3; index += 1) {
      await triggerWorkflow(
        { db: app.db() },
        { workflowKey: 'bot-alert', recipientIds: [orgAdminId], data: { channelName: `Tab ${index}` } },
      );
    }
    const token = await tokenOf(orgAdmin);
    const feedPath = `/v1/users/${orgAdminId}/feeds/${FEED_CHANNEL_ID}?archived=exclude&page_size=50`;
    const unseen = (await call(`${feedPath}&status=unseen`, token)) as FeedPage;
    expect(unseen.page_info.page_size).toBe(50);
    expect(unseen.entries.length).toBeGreaterThanOrEqual(3);
    expect(unseen.entries.every((entry) => entry.seen_at === null)).toBe(true);
    expect(unseen.meta.unseen_count).toBe(unseen.entries.length);

    // What the popup sends when it opens (Knock's markAllAsSeen): every unseen item of the feed becomes seen.
    const operation = (await call(`/v1/channels/${FEED_CHANNEL_ID}/messages/bulk/seen`, token, {
      method: 'POST',
      body: { user_ids: [orgAdminId], engagement_status: 'unseen', archived: 'exclude', has_tenant: false, tenants: [] },
    })) as { status: string; success_count: number };
    expect(operation.status).toBe('completed');

    const after = (await call(`${feedPath}&status=unseen`, token)) as FeedPage;
    expect(after.entries).toHaveLength(0);
    expect(after.meta.unseen_count).toBe(0);
    // Seen is not read: the Unread tab still holds them, and the Read tab none of them.
    const unread = (await call(`${feedPath}&status=unread`, token)) as FeedPage;
    expect(unread.meta.unread_count).toBeGreaterThanOrEqual(3);
    expect(unread.entries.every((entry) => entry.seen_at !== null && entry.read_at === null)).toBe(true);
    const read = (await call(`${feedPath}&status=read`, token)) as FeedPage;
    expect(read.entries.filter((entry) => unread.entries.some((other) => other.id === entry.id))).toHaveLength(0);
  });

  it('archives only the read items for Archive Read (bulk archive scoped by engagement_status=read)', async () => {
    const token = await tokenOf(orgAdmin);
    const feedPath = `/v1/users/${orgAdminId}/feeds/${FEED_CHANNEL_ID}?archived=exclude&page_size=50`;
    const before = (await call(`${feedPath}&status=unread`, token)) as FeedPage;
    expect(before.entries.length).toBeGreaterThanOrEqual(2);
    const [readOne, ...stillUnread] = before.entries;
    await call(`/v1/messages/${readOne!.id}/read`, token, { method: 'PUT' });
    await call(`/v1/channels/${FEED_CHANNEL_ID}/messages/bulk/archive`, token, {
      method: 'POST',
      body: { user_ids: [orgAdminId], engagement_status: 'read', archived: 'exclude' },
    });
    const all = (await call(`${feedPath}&status=all`, token)) as FeedPage;
    expect(all.entries.map((entry) => entry.id)).not.toContain(readOne!.id);
    expect(all.entries.map((entry) => entry.id)).toEqual(expect.arrayContaining(stillUnread.map((entry) => entry.id)));
  });

  it('links a mention to the comment itself on the artist page', async () => {
    const written = await app.mutate(orgAdmin, 'comment.createComment', {
      subjectType: 'artist',
      subjectId: artistId,
      body: `Deep link for @[Mia](${memberId})`,
    });
    expect(written.status).toBe(200);
    const token = await tokenOf(member);
    const page = (await call(`/v1/users/${memberId}/feeds/${FEED_CHANNEL_ID}?archived=exclude`, token)) as FeedPage;
    const item = page.entries.find((entry) => entry.blocks.some((block) => block.rendered?.includes('Deep link for')));
    expect(item).toBeDefined();
    const target = `/fixture-artist#comment-${written.data.comment.id}`;
    expect(item!.blocks.find((block) => block.name === 'action_url')?.rendered).toBe(target);
    expect(item!.blocks.find((block) => block.name === 'actions')?.buttons?.[0]?.action).toBe(target);
    expect(item!.data).toMatchObject({ commentId: written.data.comment.id, url: target });
  });
});

describe('workflow preferences', () => {
  it('stores a workflow switch beside the categories, returns it and stops only that workflow', async () => {
    const token = await tokenOf(member);
    const base = `/v1/users/${memberId}/preferences/default`;
    // What the settings tab sends: the whole set with the workflow's own channel types.
    await call(base, token, {
      method: 'PUT',
      body: {
        channel_types: {},
        categories: { app_notifications: { channel_types: { email: true, in_app_feed: true } } },
        workflows: { 'bot-alert': { channel_types: { email: true, in_app_feed: false } } },
      },
    });
    const stored = (await call(base, token)) as { workflows: Record<string, unknown>; categories: Record<string, unknown> };
    expect(stored.workflows).toEqual({ 'bot-alert': { channel_types: { email: true, in_app_feed: false } } });
    expect(stored.categories.app_notifications).toEqual({ channel_types: { email: true, in_app_feed: true } });

    const stopped = await triggerWorkflow(
      { db: app.db() },
      { workflowKey: 'bot-alert', recipientIds: [memberId], data: { channelName: 'Muted' } },
    );
    expect(stopped.messageIds).toHaveLength(0);
    const sameCategory = await triggerWorkflow(
      { db: app.db() },
      { workflowKey: 'compliance-alert', recipientIds: [memberId], data: { channelName: 'Kept' } },
    );
    expect(sameCategory.messageIds).toHaveLength(1);

    // Knock's per-key route: {"subscribed": true} turns the workflow on again.
    const reopened = (await call(`${base}/workflows/bot-alert`, token, { method: 'PUT', body: { subscribed: true } })) as {
      workflows: Record<string, unknown>;
    };
    expect(reopened.workflows['bot-alert']).toBe(true);
    const delivered = await triggerWorkflow(
      { db: app.db() },
      { workflowKey: 'bot-alert', recipientIds: [memberId], data: { channelName: 'Back' } },
    );
    expect(delivered.messageIds).toHaveLength(1);
  });

  it('keeps the licence name the client identifies the user with', async () => {
    const token = await tokenOf(member);
    await call(`/v1/users/${memberId}`, token, { method: 'PUT', body: { licenseName: 'Agency' } });
    expect(await call(`/v1/users/${memberId}`, token)).toMatchObject({ id: memberId, licenseName: 'Agency' });
  });
});
