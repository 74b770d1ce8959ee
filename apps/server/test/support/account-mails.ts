import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@creatorlens/db';
import type { TestApp } from './test-app.ts';

/** The token of the newest account mail of a kind to an address, read from the outbox (SMTP is unset in tests). */
export async function readAccountMailToken(
  app: TestApp,
  toAddress: string,
  kind: 'email-verification' | 'email-change' | 'password-reset',
): Promise<string> {
  const [mail] = await app
    .db()
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.toAddress, toAddress.toLowerCase()), eq(schema.mailOutbox.kind, kind)))
    .orderBy(desc(schema.mailOutbox.createdAt), desc(schema.mailOutbox.id))
    .limit(1);
  const token = mail && /[?&]token=([^\s&]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no ${kind} mail to ${toAddress} in the outbox`);
  return decodeURIComponent(token);
}

/**
 * Opens the verification link of the newest verification (or e-mail change) mail, as the person would: in a session
 * of the account it was sent for (`cookie`; without one the server refuses it).
 */
export async function openVerificationLink(
  app: TestApp,
  toAddress: string,
  cookie: string | null,
  kind: 'email-verification' | 'email-change' = 'email-verification',
) {
  const token = await readAccountMailToken(app, toAddress, kind);
  return app.server.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    headers: cookie ? { cookie } : {},
  });
}

/** Signs up and verifies the address through the mailed link: an account that may accept invitations. */
export async function signUpVerified(app: TestApp, input: { name: string; email: string; password?: string }): Promise<string> {
  const cookie = await app.signUp(input);
  expect((await openVerificationLink(app, input.email, cookie)).statusCode).toBe(200);
  return cookie;
}
