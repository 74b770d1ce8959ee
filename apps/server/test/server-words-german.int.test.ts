import { and, desc, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LANGUAGE_HEADER } from '@creatorlens/contracts';
import { WORKFLOWS } from '@creatorlens/core/notifications';
import { schema } from '@creatorlens/db';
import { translateFor } from '@creatorlens/i18n';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';
import { fixtureChannelIds, organizationIdByName, userIdByEmail } from './support/lists-fixtures.ts';

/*
 * Issue 43: the words the server writes come from the catalogues, and a German reader meets the German ones in
 * export headers (CSV and XLSX), the import error report, notifications (feed, mail, chat) and the workspace name and
 * mail of a sign-up. Expectations are read from the catalogues through the same translator, so they test the wiring,
 * and each is also checked to differ from the English text.
 */

const de = translateFor('de');
const en = translateFor('en');

let app: TestApp;
let member: string;
let watchlistId: string;

/** The fixed words of a sentence (its {{…}} values left empty), to find it around names the test does not pin. */
const words = (text: string) => text.split('\u0000').filter((part) => part.trim().length > 0);

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const channels = await fixtureChannelIds(app);
  watchlistId = (await app.mutate(member, 'watchlist.createWatchlist', { name: 'Wörter', type: 'manual' })).data.id;
  await app.mutate(member, 'watchlist.addChannels', { watchlistId, channelIds: [channels.insta, channels.tube] });
});
afterAll(() => app.close());

describe('a German reader meets the German catalogue words', () => {
  const COLUMNS = [
    'channel',
    'handle',
    'platform',
    'profileUrl',
    'followers',
    'engagementRate',
    'growth30d',
    'averageViews',
    'added',
    'changeSinceAdded',
    'botRisk',
    'dataAsOf',
    'source',
    'engagementBasis',
    'growthBasis',
    'averagesBasis',
    'cadenceBasis',
  ] as const;
  const german = COLUMNS.map((key) => de(`ExportTexts.columns.${key}`));

  it('in the export column headers, CSV and XLSX', async () => {
    expect(german).not.toEqual(COLUMNS.map((key) => en(`ExportTexts.columns.${key}`)));
    const csv = await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'csv', locale: 'de' });
    expect(csv.status).toBe(200);
    const text = Buffer.from(csv.data.base64, 'base64').toString('utf8');
    expect(text.slice(1).split('\r\n')[0]!.split(';')).toEqual(german);

    const xlsx = await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'xlsx', locale: 'de' });
    expect(xlsx.status).toBe(200);
    const [header] = await readSheet(Buffer.from(xlsx.data.base64, 'base64'));
    expect(header).toEqual(german);
  });

  it('in the import error report', async () => {
    const started = await app.mutate(member, 'import.startImport', {
      target: { kind: 'watchlist', id: watchlistId },
      fileName: 'liste.csv',
      csv: 'url\nkein profil hier\n',
    });
    expect(started.status).toBe(200);
    let reason: string | null = null;
    for (let attempt = 0; attempt < 200 && !reason; attempt += 1) {
      const job = await app.query(member, 'import.getImport', { jobId: started.data.jobId, limit: 10 });
      if (job.data.state === 'completed') reason = job.data.rows[0]?.reason ?? 'none';
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(reason).toBe('not-a-profile');
    const report = await app.query(member, 'import.getErrorReport', { jobId: started.data.jobId, locale: 'de' });
    expect(report.status).toBe(200);
    expect(report.data.fileName).toBe(`liste-${de('ImportReportTexts.file-suffix')}.csv`);
    const header = [de('Imports.column-row'), de('Imports.column-input'), de('Imports.column-reason')].join(',');
    expect(report.data.csv).toBe(`\uFEFF${header}\r\n2,kein profil hier,${de('Imports.reason-not-a-profile')}\r\n`);
    expect(report.data.csv).not.toContain(en('Imports.reason-not-a-profile'));
  });

  it('in a notification: the feed, the mail and the team chat', async () => {
    const organizationId = await organizationIdByName(app, 'Nordlicht Agency');
    await app
      .db()
      .insert(schema.organizationSettings)
      .values({ organizationId, defaultLanguage: 'de' })
      .onConflictDoUpdate({ target: schema.organizationSettings.organizationId, set: { defaultLanguage: 'de' } });
    const orgAdmin = await userIdByEmail(app, 'org-admin@creatorlens.test');
    const artist = await app.query(member, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
    const comment = await app.mutate(member, 'comment.createComment', {
      subjectType: 'artist',
      subjectId: artist.data.artist.id,
      body: `Schau mal, @[Ole](${orgAdmin})`,
    });
    expect(comment.status).toBe(200);

    const [message] = await app
      .db()
      .select()
      .from(schema.notificationMessage)
      .where(and(eq(schema.notificationMessage.recipientId, orgAdmin), eq(schema.notificationMessage.workflowKey, 'comment-mentioned')))
      .orderBy(desc(schema.notificationMessage.insertedAt))
      .limit(1);
    const body = message!.blocks.find((block) => block.name === 'body') as { content: string };
    const sentence = de('NotificationTexts.comment-mentioned', { actor: '\u0000', subject: '\u0000' });
    for (const part of words(sentence)) expect(body.content).toContain(part);
    const buttons = message!.blocks.find((block) => block.name === 'actions') as { buttons: { label: string }[] };
    expect(buttons.buttons[0]!.label).toBe(de('NotificationTexts.open-comment'));

    const [mail] = await app
      .db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, 'org-admin@creatorlens.test'), eq(schema.mailOutbox.kind, 'notification')))
      .orderBy(desc(schema.mailOutbox.createdAt))
      .limit(1);
    for (const part of words(de('NotificationTexts.comment-mentioned-title', { actor: '\u0000' }))) expect(mail!.subject).toContain(part);
    expect(mail!.subject).not.toContain(words(en('NotificationTexts.comment-mentioned-title', { actor: '\u0000' }))[0]);

    // Slack and Teams post the channel version of the same workflow in the organisation's language.
    const chat = WORKFLOWS['comment-mentioned']!.renderForChannel!({
      data: { subjectName: 'Fixture Artist' },
      actorName: 'Mia',
      language: 'de',
      recipientNames: ['Ole', 'Jana', 'Kai'],
    });
    expect(chat.bodyText).toBe(
      de('NotificationTexts.comment-mentioned-team', { actor: 'Mia', names: 'Ole, Jana und Kai', subject: 'Fixture Artist' }),
    );
  });

  it('in the workspace name and the verification mail of a sign-up', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Jana Köhler', email: 'jana-woerter@example.test', password: 'a-good-password' },
      headers: { origin: ORIGIN, [MAIL_LANGUAGE_HEADER]: 'de' },
    });
    expect(response.statusCode).toBe(200);
    const [organization] = await app
      .db()
      .select({ name: schema.organization.name })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
      .where(eq(schema.user.email, 'jana-woerter@example.test'));
    expect(organization!.name).toBe(de('Auth.organization-name-default', { name: 'Jana Köhler' }));
    const [mail] = await app
      .db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, 'jana-woerter@example.test'), eq(schema.mailOutbox.kind, 'email-verification')));
    expect(mail!.subject).toBe(de('MailTexts.email-verification-subject'));
    expect(mail!.textBody).toContain(de('MailTexts.sign-off'));
  });
});
