import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { FEED_CHANNEL_ID, NOTIFY_PUBLIC_KEY, triggerWorkflow } from '@creatorlens/core/notifications';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { selectRows } from '@creatorlens/db/sql-result';

/**
 * "Mark all as read / seen" writes one watermark row instead of rewriting every message; these tests hold the API
 * to the answers a row-by-row update gave: read_at and counts, the status filters, mark one unread afterwards, new
 * messages, archived messages, narrower bulk scopes and other users.
 */

interface FeedItem {
  id: string;
  read_at: string | null;
  seen_at: string | null;
  updated_at: string;
  archived_at: string | null;
}
interface FeedAnswer {
  entries: FeedItem[];
  meta: { total_count: number; unread_count: number; unseen_count: number };
}

let app: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function userIdOf(email: string): Promise<string> {
  const [row] = await app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return row!.id;
}

async function call<T>(
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await app.server.inject({
    method,
    url,
    headers: { authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': tokens[who]!, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, json: response.json() as T };
}

const feedOf = async (who: string, query = '') => {
  const answer = await call<FeedAnswer>(who, 'GET', `/v1/users/${ids[who]}/feeds/${FEED_CHANNEL_ID}?archived=exclude&page_size=50${query}`);
  expect(answer.status).toBe(200);
  return answer.json;
};

const bulk = async (who: string, action: string, extra: Record<string, unknown> = {}) => {
  const answer = await call<{ success_count: number }>(who, 'POST', `/v1/channels/${FEED_CHANNEL_ID}/messages/bulk/${action}`, {
    user_ids: [ids[who]],
    archived: 'exclude',
    ...extra,
  });
  expect(answer.status).toBe(200);
  return answer.json.success_count;
};

/** Distinct milliseconds between writes: watermarks and updated_at are stored with millisecond precision. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function notify(who: string, count: number, tenant?: string): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await triggerWorkflow(
      { db: app.db() },
      { workflowKey: 'bot-alert', recipientIds: [ids[who]!], data: { channelName: `Alert ${index}` }, ...(tenant ? { tenant } : {}) },
    );
  }
  await tick();
}

const watermarkRows = async (who: string) =>
  app.db().select().from(schema.notificationStatusWatermark).where(eq(schema.notificationStatusWatermark.recipientId, ids[who]!));

beforeAll(async () => {
  app = await createTestApp();
  for (const [name, email] of [
    ['member', 'member@creatorlens.test'],
    ['admin', 'org-admin@creatorlens.test'],
  ] as const) {
    const cookie = await app.signIn(email);
    tokens[name] = (await app.query(cookie, 'notification.getClientConfig')).data.userToken;
    ids[name] = await userIdOf(email);
  }
});
afterAll(async () => {
  await app?.close();
});

describe('mark all as read / seen (watermarks)', () => {
  it('marks the whole feed read with one row, reported exactly like per-message read_at', async () => {
    await notify('member', 4);
    const before = await feedOf('member');
    expect(before.meta.unread_count).toBe(4);
    expect(await bulk('member', 'read')).toBe(4);
    // One watermark row; the message rows themselves were not rewritten.
    expect((await watermarkRows('member')).map((row) => row.status)).toEqual(['read']);
    const unreadRows = await selectRows<{ n: number }>(
      app.db(),
      sql`select count(*)::int as n from notification_message where recipient_id = ${ids.member} and read_at is null`,
    );
    expect(unreadRows[0]!.n).toBe(4);

    const after = await feedOf('member');
    expect(after.meta).toMatchObject({ total_count: 4, unread_count: 0, unseen_count: 4 });
    for (const item of after.entries) {
      expect(item.read_at).not.toBeNull();
      expect(item.seen_at).toBeNull();
      expect(Date.parse(item.updated_at)).toBeGreaterThanOrEqual(Date.parse(item.read_at!));
    }
    expect((await feedOf('member', '&status=unread')).entries).toHaveLength(0);
    expect((await feedOf('member', '&status=read')).entries).toHaveLength(4);
    const single = await call<{ read_at: string | null; engagement_statuses: string[] }>(
      'member',
      'GET',
      `/v1/messages/${after.entries[0]!.id}`,
    );
    expect(single.json.read_at).toBe(after.entries[0]!.read_at);
    expect(single.json.engagement_statuses).toContain('read');
    // Nothing left to mark: no second row.
    expect(await bulk('member', 'read')).toBe(0);
    expect(await watermarkRows('member')).toHaveLength(1);
  });

  it('lets one message be marked unread after mark-all, and keeps the first read time on a later mark-all', async () => {
    const feed = await feedOf('member');
    const [target, other] = feed.entries;
    await tick();
    const unread = await call<{ read_at: string | null }>('member', 'DELETE', `/v1/messages/${target!.id}/read`);
    expect(unread.status).toBe(200);
    expect(unread.json.read_at).toBeNull();
    let now = await feedOf('member');
    expect(now.meta.unread_count).toBe(1);
    expect(now.entries.find((item) => item.id === target!.id)!.read_at).toBeNull();
    expect(now.entries.find((item) => item.id === other!.id)!.read_at).toBe(other!.read_at);
    expect((await feedOf('member', '&status=unread')).entries.map((item) => item.id)).toEqual([target!.id]);

    await tick();
    expect(await bulk('member', 'read')).toBe(1);
    now = await feedOf('member');
    expect(now.meta.unread_count).toBe(0);
    // The others were read by the first mark-all and keep that time; the re-read one carries the second.
    expect(now.entries.find((item) => item.id === other!.id)!.read_at).toBe(other!.read_at);
    expect(Date.parse(now.entries.find((item) => item.id === target!.id)!.read_at!)).toBeGreaterThan(Date.parse(other!.read_at!));
  });

  it('leaves messages that arrive after mark-all unread, and counts them', async () => {
    await notify('member', 2);
    const feed = await feedOf('member');
    expect(feed.meta).toMatchObject({ total_count: 6, unread_count: 2 });
    expect((await feedOf('member', '&status=unread')).entries).toHaveLength(2);
  });

  it('marks all seen without marking read, and per-message writes keep the seen time', async () => {
    expect(await bulk('member', 'seen')).toBe(6);
    const feed = await feedOf('member');
    expect(feed.meta).toMatchObject({ unseen_count: 0, unread_count: 2 });
    const unreadItem = feed.entries.find((item) => item.read_at === null)!;
    expect(unreadItem.seen_at).not.toBeNull();
    await tick();
    // Reading one message copies the watermark's seen time into its row rather than losing it.
    const read = await call<{ seen_at: string | null; read_at: string | null }>('member', 'PUT', `/v1/messages/${unreadItem.id}/read`);
    expect(read.json).toMatchObject({ seen_at: unreadItem.seen_at });
    expect(read.json.read_at).not.toBeNull();
    const [row] = await app.db().select().from(schema.notificationMessage).where(eq(schema.notificationMessage.id, unreadItem.id));
    expect(row!.seenAt?.toISOString()).toBe(unreadItem.seen_at);
    expect((await feedOf('member')).meta).toMatchObject({ unseen_count: 0, unread_count: 1 });
  });

  it('does not cover messages that were archived at mark-all time, even after they are unarchived', async () => {
    await notify('admin', 3);
    const [archived] = (await feedOf('admin')).entries;
    expect((await call('admin', 'PUT', `/v1/messages/${archived!.id}/archived`)).status).toBe(200);
    await tick();
    expect(await bulk('admin', 'read')).toBe(2);
    await tick();
    expect((await call('admin', 'DELETE', `/v1/messages/${archived!.id}/archived`)).status).toBe(200);
    const feed = await feedOf('admin');
    expect(feed.meta).toMatchObject({ total_count: 3, unread_count: 1 });
    expect(feed.entries.find((item) => item.id === archived!.id)!.read_at).toBeNull();
    const all = await call<FeedAnswer>('admin', 'GET', `/v1/users/${ids.admin}/feeds/${FEED_CHANNEL_ID}?archived=include`);
    expect(all.json.meta.unread_count).toBe(1);
  });

  it("never changes another user's feed", async () => {
    // The member's watermarks exist; the admin's counts above came from the admin's own messages only.
    expect((await watermarkRows('admin')).map((row) => row.status)).toEqual(['read']);
    expect((await feedOf('member')).meta.total_count).toBe(6);
    const foreign = await call('admin', 'POST', `/v1/channels/${FEED_CHANNEL_ID}/messages/bulk/read`, {
      user_ids: [ids.member],
      archived: 'exclude',
    });
    expect(foreign.status).toBe(403);
  });

  it('updates only the matching rows for a narrower scope, and mark-all unread undoes watermarks', async () => {
    await notify('admin', 2, 'tenant-a');
    await notify('admin', 1, 'tenant-b');
    expect(await bulk('admin', 'read', { tenants: ['tenant-a'] })).toBe(2);
    expect((await watermarkRows('admin')).length).toBe(1);
    let feed = await feedOf('admin');
    expect(feed.meta.unread_count).toBe(2);
    await tick();
    // Row-by-row unread over everything, including the messages the watermark covered.
    expect(await bulk('admin', 'unread')).toBe(4);
    feed = await feedOf('admin');
    expect(feed.meta.unread_count).toBe(6);
    expect(feed.entries.every((item) => item.read_at === null)).toBe(true);
  });
});
