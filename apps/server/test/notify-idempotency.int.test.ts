import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { getNotifyKeys } from '@creatorlens/core/notifications';
import { deleteExpiredIdempotencyKeys } from '../src/notify/idempotency.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Idempotency-Key on POST /v1/workflows/:key/trigger (Knock and Stripe semantics): a repeat with the same key answers
 * with the first response and stores no second message, also when the repeat arrives while the first still runs.
 */

let app: TestApp;
let secretKey: string;
let recipientId: string;

const trigger = (body: unknown, idempotencyKey?: string) =>
  app.server.inject({
    method: 'POST',
    url: '/v1/workflows/bot-alert/trigger',
    headers: {
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/json',
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: JSON.stringify(body),
  });

/** Messages a trigger with this channel name stored (each test uses its own name). */
const messagesFor = async (channelName: string): Promise<number> => {
  const rows = await app
    .db()
    .select({ id: schema.notificationMessage.id })
    .from(schema.notificationMessage)
    .where(
      and(
        eq(schema.notificationMessage.recipientId, recipientId),
        sql`${schema.notificationMessage.data}->>'channelName' = ${channelName}`,
      ),
    );
  return rows.length;
};

const bodyFor = (channelName: string) => ({ recipients: [recipientId], data: { channelName } });

beforeAll(async () => {
  app = await createTestApp();
  secretKey = (await getNotifyKeys(app.db())).secretKey;
  const [row] = await app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'member@creatorlens.test'));
  recipientId = row!.id;
});
afterAll(async () => {
  await app?.close();
});

describe('Idempotency-Key on workflow triggers', () => {
  it('runs a trigger once per key and answers a repeat with the stored response', async () => {
    const key = randomUUID();
    const first = await trigger(bodyFor('Idem once'), key);
    const second = await trigger(bodyFor('Idem once'), key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await messagesFor('Idem once')).toBe(1);
  });

  it('runs two triggers with different keys (and each trigger without a key) separately', async () => {
    const first = await trigger(bodyFor('Idem two'), randomUUID());
    const second = await trigger(bodyFor('Idem two'), randomUUID());
    expect((first.json() as { workflow_run_id: string }).workflow_run_id).not.toBe(
      (second.json() as { workflow_run_id: string }).workflow_run_id,
    );
    expect(await messagesFor('Idem two')).toBe(2);
    await trigger(bodyFor('Idem none'));
    await trigger(bodyFor('Idem none'));
    expect(await messagesFor('Idem none')).toBe(2);
  });

  it('runs concurrent triggers with one key exactly once, and all of them get the same answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => trigger(bodyFor('Idem concurrent'), key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await messagesFor('Idem concurrent')).toBe(1);
  });

  it('refuses a key longer than 255 characters with 400 and stores nothing', async () => {
    const answer = await trigger(bodyFor('Idem long'), 'k'.repeat(256));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'invalid_idempotency_key', status: 400 });
    expect(await messagesFor('Idem long')).toBe(0);
    expect((await trigger(bodyFor('Idem long'), 'k'.repeat(255))).statusCode).toBe(200);
  });

  it('refuses a key reused for a different request with 422', async () => {
    const key = randomUUID();
    expect((await trigger(bodyFor('Idem reuse'), key)).statusCode).toBe(200);
    const reused = await trigger(bodyFor('Idem reuse other'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await messagesFor('Idem reuse other')).toBe(0);
  });

  it('keeps no key after a failed trigger, so a retry with the same key runs', async () => {
    const key = randomUUID();
    const failed = await app.server.inject({
      method: 'POST',
      url: '/v1/workflows/unknown-workflow/trigger',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(bodyFor('Idem failed')),
    });
    expect(failed.statusCode).toBe(404);
    const stored = await app.db().select().from(schema.notificationIdempotencyKey).where(eq(schema.notificationIdempotencyKey.key, key));
    expect(stored).toHaveLength(0);
  });

  it('lets the clean-up delete keys older than 24 hours, after which the key runs again', async () => {
    const key = randomUUID();
    await trigger(bodyFor('Idem expired'), key);
    expect(await deleteExpiredIdempotencyKeys(app.db())).toBe(0);
    expect(await deleteExpiredIdempotencyKeys(app.db(), new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    await trigger(bodyFor('Idem expired'), key);
    expect(await messagesFor('Idem expired')).toBe(2);
  });
});
