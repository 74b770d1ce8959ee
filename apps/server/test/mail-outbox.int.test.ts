import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '@creatorlens/core/mail';
import { schema } from '@creatorlens/db';
import { createOutboxSender, type MailMessage } from '../src/mail/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
const silentLog = { error: () => undefined };

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const queue = (toAddress: string) =>
  queueMail(
    app.db(),
    { isDeliveryConfigured: true },
    { organizationId: null, kind: 'test', toAddress, subject: 'Hello', textBody: 'Body' },
  );
const statusOf = async (id: string) => (await app.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)))[0]!;

describe('the outbox sender', () => {
  it('sends queued mails once and marks them sent', async () => {
    const sent: MailMessage[] = [];
    const sender = createOutboxSender({
      db: app.db(),
      publicUrl: 'http://localhost:3000',
      from: 'Creatorlens <no-reply@localhost>',
      transport: { send: async (message) => void sent.push(message), close: () => undefined },
      log: silentLog,
    });
    const id = await queue('first@example.test');
    await sender.flush();
    await sender.flush();
    expect(sent).toEqual([
      { from: 'Creatorlens <no-reply@localhost>', to: 'first@example.test', subject: 'Hello', text: 'Body', html: undefined },
    ]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', error: null });
    expect(sender.dispatch.isDeliveryConfigured).toBe(true);
    sender.stop();
  });

  it('keeps the error of a failed mail and never touches outbox rows', async () => {
    const sender = createOutboxSender({
      db: app.db(),
      publicUrl: 'http://localhost:3000',
      from: 'x <x@localhost>',
      transport: { send: () => Promise.reject(new Error('550 mailbox unavailable')), close: () => undefined },
      log: silentLog,
    });
    const failing = await queue('broken@example.test');
    const kept = await queueMail(
      app.db(),
      { isDeliveryConfigured: false },
      { organizationId: null, kind: 'test', toAddress: 'kept@example.test', subject: 'S', textBody: 'B' },
    );
    await sender.flush();
    expect(await statusOf(failing)).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' });
    expect(await statusOf(kept)).toMatchObject({ status: 'outbox' });
    sender.stop();
  });

  it('does nothing without a transport', async () => {
    const sender = createOutboxSender({
      db: app.db(),
      publicUrl: 'http://localhost:3000',
      from: 'x <x@localhost>',
      transport: null,
      log: silentLog,
    });
    const id = await queue('waiting@example.test');
    await sender.flush();
    expect(await statusOf(id)).toMatchObject({ status: 'queued' });
    expect(sender.dispatch.isDeliveryConfigured).toBe(false);
  });
});
