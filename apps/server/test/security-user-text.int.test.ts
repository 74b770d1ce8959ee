import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX_LENGTH } from '@creatorlens/core/mail';
import { schema } from '@creatorlens/db';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';
import { signInWorkspaceActors } from './support/workspace-actors.ts';

/**
 * Text a user chooses that others see as ours: a profile image URL set at sign-up (where the profile page's rule did
 * not apply) and an organisation name that becomes the subject of the invitation mails its admins send.
 */

let app: TestApp;
let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;

beforeAll(async () => {
  app = await createTestApp();
  actors = await signInWorkspaceActors(app);
});
afterAll(() => app.close());

const signUp = (email: string, image: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Image Test', email, password: 'a-good-password', image },
    headers: { origin: ORIGIN },
  });
const userRow = async (email: string) => (await app.db().select().from(schema.user).where(eq(schema.user.email, email)))[0];

describe('the profile image at sign-up', () => {
  it('is refused unless it is an http or https URL, as on the profile page, and no account is created', async () => {
    for (const [index, image] of ['javascript:alert(document.cookie)', 'data:image/svg+xml,<svg onload=alert(1)>', 'https://'].entries()) {
      const email = `image-${index}@example.test`;
      const response = await signUp(email, image);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'The image must be an http or https URL' });
      expect(await userRow(email)).toBeUndefined();
    }
    const tooLong = await signUp('image-long@example.test', `https://cdn.example.test/${'a'.repeat(2_000)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 2000 characters/);
  });

  it('takes a real URL, trimmed, and the profile update refuses the same attack with the same message', async () => {
    const response = await signUp('image-ok@example.test', '  https://cdn.example.test/me.png ');
    expect(response.statusCode, response.body).toBe(200);
    expect((await userRow('image-ok@example.test'))?.image).toBe('https://cdn.example.test/me.png');
    const cookie = await app.signIn('image-ok@example.test', 'a-good-password');
    const update = await app.mutate(cookie, 'user.updateProfile', { image: 'javascript:alert(1)' });
    expect(update.status).toBe(400);
    expect(update.error?.message).toContain('The image must be an http or https URL');
  });
});

describe('an organisation name in the invitation mail', () => {
  const mailTo = async (address: string) =>
    (await app.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, address)))[0]!;
  const inviteUnder = async (name: string, address: string) => {
    const renamed = await app.mutate(actors.kesselOwner, 'workspace.updateWorkspace', { name, defaultLanguage: 'en' });
    expect(renamed.status, JSON.stringify(renamed.error)).toBe(200);
    expect((await app.mutate(actors.kesselOwner, 'member.inviteMember', { email: address, role: 'member' })).status).toBe(200);
    return mailTo(address);
  };
  afterAll(() => app.mutate(actors.kesselOwner, 'workspace.updateWorkspace', { name: 'Kessel Brands GmbH', defaultLanguage: 'en' }));

  it('is quoted as data in the subject, on one line, and cannot inject a header', async () => {
    const mail = await inviteUnder('Account locked — click here\r\nBcc: all@example.test', 'phish-target@example.test');
    expect(mail.subject).toBe("You're invited to join “Account locked — click here Bcc: all@example.test” on Creatorlens");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.textBody).toContain('to join “Account locked — click here Bcc: all@example.test” on Creatorlens');
    // Plain text only: no HTML body a name could put markup into.
    expect(mail.htmlBody).toBeNull();
  });

  it('cannot close the quote, hide behind invisible characters or run on for lines', async () => {
    const mail = await inviteUnder(`Acme” on Creatorlens. Urgent:\u202e “${'x'.repeat(60)}`, 'quote-target@example.test');
    const quoted = /“(.*)”/.exec(mail.subject)![1]!;
    expect(quoted.startsWith('Acme" on Creatorlens. Urgent: "x')).toBe(true);
    expect(quoted).not.toMatch(/[“”\u202e]/);
    expect(Array.from(quoted)).toHaveLength(MAIL_NAME_MAX_LENGTH);
    expect(quoted.endsWith('…')).toBe(true);
  });
});
