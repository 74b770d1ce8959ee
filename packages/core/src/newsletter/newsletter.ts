import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { queueMail, type MailDispatch, listUnscopedMails, type UnscopedMailView } from '../mail/index.ts';
import { type RateLimitRule, consumeRateLimit } from '../security/index.ts';
import { composeNewsletterConfirmMail, type NewsletterLanguage } from './newsletter-mail.ts';
import type { Dependencies } from '../dependencies.ts';

const NEWSLETTER_MAIL_KIND = 'newsletter-confirm';

const newToken = (): string => randomBytes(32).toString('base64url');
/** Only hashes are stored: a database leak must not let anyone confirm or unsubscribe other people. */
const hashNewsletterToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function linksFor(publicUrl: string, confirmToken: string, unsubscribeToken: string) {
  const base = `${publicUrl}/newsletter`;
  return {
    confirmUrl: `${base}?confirm=${encodeURIComponent(confirmToken)}`,
    unsubscribeUrl: `${base}?unsubscribe=${encodeURIComponent(unsubscribeToken)}`,
  };
}

/**
 * Starts (or restarts) a double opt-in. The answer is the same whether the address is new, pending or already
 * confirmed, so the form cannot be used to find out who subscribes; a confirmed address gets no new mail.
 * With `mailLimit` (the newsletterEmail rate limit) an address is mailed at most that often: further sign-ups
 * within the window change nothing (the earlier mail's links keep working) and still answer 'pending', so the
 * form can neither bomb an inbox through the operator's SMTP nor tell a recent sign-up apart.
 */
export async function subscribeNewsletter(
  { db, mail }: { db: Database; mail: Pick<MailDispatch, 'publicUrl' | 'isDeliveryConfigured' | 'onQueued'> },
  input: { email: string; language: NewsletterLanguage },
  options: { mailLimit?: RateLimitRule | undefined } = {},
): Promise<{ status: 'pending' }> {
  const email = input.email.trim().toLowerCase();
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const isQueued = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(schema.newsletterSubscription).where(eq(schema.newsletterSubscription.email, email));
    if (existing?.status === 'confirmed') return false;
    if (options.mailLimit) {
      // Counted inside the transaction: a refused attempt's hit is kept only with the rest of it, and the key is the
      // normalised address, so case or spacing variants count as one inbox.
      const outcome = await consumeRateLimit({ db: tx }, { key: `newsletterEmail:${email}`, rule: options.mailLimit });
      if (!outcome.isAllowed) return false;
    }
    const values = {
      locale: input.language,
      status: 'pending' as const,
      confirmTokenHash: hashNewsletterToken(confirmToken),
      unsubscribeTokenHash: hashNewsletterToken(unsubscribeToken),
      confirmedAt: null,
      unsubscribedAt: null,
    };
    if (existing) {
      await tx.update(schema.newsletterSubscription).set(values).where(eq(schema.newsletterSubscription.id, existing.id));
    } else {
      await tx.insert(schema.newsletterSubscription).values({ email, ...values });
    }
    const links = linksFor(mail.publicUrl, confirmToken, unsubscribeToken);
    const composed = composeNewsletterConfirmMail({ language: input.language, ...links });
    await queueMail(tx, mail, { organizationId: null, kind: NEWSLETTER_MAIL_KIND, toAddress: email, ...composed });
    return true;
  });
  if (isQueued) mail.onQueued();
  return { status: 'pending' };
}

/** Confirms a pending subscription by the token from the mail; a token works once. */
export async function confirmNewsletter(
  { db, now }: { db: Database; now: Date },
  input: { token: string },
): Promise<{ status: 'confirmed' }> {
  const [row] = await db
    .update(schema.newsletterSubscription)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(schema.newsletterSubscription.confirmTokenHash, hashNewsletterToken(input.token)),
        eq(schema.newsletterSubscription.status, 'pending'),
      ),
    )
    .returning({ id: schema.newsletterSubscription.id });
  if (!row) throw new AppError('NOT_FOUND', 'This confirmation link is invalid or has already been used.');
  return { status: 'confirmed' };
}

/** Unsubscribes by the token from any newsletter mail; repeating it is harmless. */
export async function unsubscribeNewsletter(
  { db, now }: { db: Database; now: Date },
  input: { token: string },
): Promise<{ status: 'unsubscribed' }> {
  const hash = hashNewsletterToken(input.token);
  const [row] = await db
    .select({ id: schema.newsletterSubscription.id, status: schema.newsletterSubscription.status })
    .from(schema.newsletterSubscription)
    .where(eq(schema.newsletterSubscription.unsubscribeTokenHash, hash));
  if (!row) throw new AppError('NOT_FOUND', 'This unsubscribe link is invalid.');
  if (row.status !== 'unsubscribed') {
    await db
      .update(schema.newsletterSubscription)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
      .where(eq(schema.newsletterSubscription.id, row.id));
  }
  return { status: 'unsubscribed' };
}

type NewsletterMailView = UnscopedMailView;

/**
 * Newsletter mails in the outbox (they belong to no organisation, so the workspace outbox never shows them);
 * platform admins only, for installations without SMTP and for support.
 */
export function listNewsletterMails(
  deps: Dependencies,
  input: { email?: string | undefined; limit: number },
): Promise<NewsletterMailView[]> {
  return listUnscopedMails(deps, { ...input, kinds: [NEWSLETTER_MAIL_KIND] });
}
