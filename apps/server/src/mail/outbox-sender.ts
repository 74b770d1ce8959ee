import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { KeptMailNotice, MailDispatch } from '@creatorlens/core/mail';
import { schema, type Database } from '@creatorlens/db';
import type { MailTransport } from './mail-transport.ts';

export interface OutboxSender {
  /** What core and the API see: where links point and whether mail leaves the building. */
  dispatch: MailDispatch;
  /** Sends every queued mail; resolves when the queue is empty (tests await it). */
  flush(): Promise<void>;
  stop(): void;
}

interface OutboxSenderOptions {
  db: Database;
  publicUrl: string;
  /** null: no SMTP configured, mails stay in the outbox and nothing is sent. */
  transport: MailTransport | null;
  from: string;
  log: { error(details: object, message: string): void; warn?(details: object, message: string): void };
  /** A mail stuck in 'sending' this long (a crash mid-send) is queued again. */
  staleSendingMs?: number;
}

const BATCH_SIZE = 20;

/**
 * Sends queued mail_outbox rows after the transaction that wrote them committed. Each row is claimed with a
 * conditional update (queued -> sending), so several server processes never send the same mail twice.
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, transport } = options;
  const staleSendingMs = options.staleSendingMs ?? 10 * 60_000;
  let running: Promise<void> | null = null;
  let isRequestedAgain = false;
  let isStopped = false;
  let hasRecovered = false;

  async function claimBatch() {
    const candidates = await db
      .select({ id: schema.mailOutbox.id })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.status, 'queued'))
      .orderBy(asc(schema.mailOutbox.createdAt))
      .limit(BATCH_SIZE);
    if (candidates.length === 0) return [];
    return db
      .update(schema.mailOutbox)
      .set({ status: 'sending' })
      .where(
        and(
          inArray(
            schema.mailOutbox.id,
            candidates.map((row) => row.id),
          ),
          eq(schema.mailOutbox.status, 'queued'),
        ),
      )
      .returning();
  }

  async function sendQueued(activeTransport: MailTransport): Promise<void> {
    // Once per process start: mails a crashed process left half-sent go out again (a duplicate is better
    // than a lost invitation). Only old ones, so another process's send in progress is left alone.
    if (!hasRecovered) {
      hasRecovered = true;
      await db
        .update(schema.mailOutbox)
        .set({ status: 'queued' })
        .where(
          and(
            eq(schema.mailOutbox.status, 'sending'),
            lt(schema.mailOutbox.createdAt, sql`now() - make_interval(secs => ${staleSendingMs / 1000})`),
          ),
        );
    }
    for (let batch = await claimBatch(); batch.length > 0 && !isStopped; batch = await claimBatch()) {
      for (const mail of batch) {
        try {
          await activeTransport.send({
            from: options.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody ?? undefined,
          });
          await db
            .update(schema.mailOutbox)
            .set({ status: 'sent', sentAt: new Date(), error: null })
            .where(eq(schema.mailOutbox.id, mail.id));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log.error({ err: error, mailId: mail.id }, 'sending a mail failed');
          await db
            .update(schema.mailOutbox)
            .set({ status: 'failed', error: message.slice(0, 1000) })
            .where(eq(schema.mailOutbox.id, mail.id));
        }
      }
    }
  }

  function flush(): Promise<void> {
    if (!transport || isStopped) return Promise.resolve();
    if (running) {
      // A flush is under way; run once more after it, so rows queued meanwhile are not left waiting.
      isRequestedAgain = true;
      return running;
    }
    running = (async () => {
      do {
        isRequestedAgain = false;
        try {
          await sendQueued(transport);
        } catch (error) {
          options.log.error({ err: error }, 'the mail sender failed');
        }
      } while (isRequestedAgain && !isStopped);
      running = null;
    })();
    return running;
  }

  return {
    dispatch: {
      publicUrl: options.publicUrl,
      isDeliveryConfigured: transport !== null,
      onQueued: () => void flush(),
      // Without SMTP nobody receives the link: the log names it once, as the admin area's "Mails" page shows it.
      ...(transport ? {} : { onKeptInOutbox: (notice: KeptMailNotice) => logKeptMail(options.log, notice) }),
    },
    flush,
    stop: () => {
      isStopped = true;
      transport?.close();
    },
  };
}

function logKeptMail(log: OutboxSenderOptions['log'], notice: KeptMailNotice): void {
  log.warn?.(
    // The link is in the message only, so a pretty-printed log shows it once.
    { mailKind: notice.kind, to: notice.toAddress },
    `No mail transport is configured (SMTP_URL), so this ${notice.kind} mail to ${notice.toAddress} was not sent. Pass its link on (platform admins also find it under Admin > Mails): ${notice.link}`,
  );
}
