import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

let app: TestApp;
let orgAdmin: string;
let member: string;
let guest: string;
let kesselOwner: string;
let artistId: string;
let channelId: string;
let campaignId: string;
let foreignCampaignId: string;
const ids: Record<string, string> = {};

const create = (cookie: string, input: ProcedureInput<'comment.createComment'>) => app.mutate(cookie, 'comment.createComment', input);
const list = (cookie: string, input: ProcedureInput<'comment.listComments'> = {}) => app.query(cookie, 'comment.listComments', input);
const onArtist = (cookie: string, body: string) => create(cookie, { subjectType: 'artist', subjectId: artistId, body });

async function userId(email: string): Promise<string> {
  const [row] = await app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return row!.id;
}

beforeAll(async () => {
  app = await createTestApp();
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  member = await app.signIn('member@creatorlens.test');
  guest = await app.signInAsGuest();
  kesselOwner = await app.signIn('two-orgs@creatorlens.test');
  const organizations = await app.query(kesselOwner, 'user.getMyOrganizations');
  const kessel = organizations.data.find((organization) => organization.name === 'Kessel Brands GmbH')!;
  const nordlicht = organizations.data.find((organization) => organization.name === 'Nordlicht Agency')!;
  expect((await app.mutate(kesselOwner, 'user.switchOrganization', { organizationId: kessel.id })).status).toBe(200);
  const artist = await app.query(member, 'artist.getArtistBySlug', {
    slug: 'fixture-artist',
  });
  artistId = artist.data.artist.id;
  channelId = artist.data.channels[0]!.id;
  for (const email of ['org-admin', 'member', 'two-orgs', 'expired-admin']) ids[email] = await userId(`${email}@creatorlens.test`);
  // Campaigns are built elsewhere; a plain row is all a comment needs.
  const [campaign] = await app.db().insert(schema.campaign).values({ organizationId: nordlicht.id, name: 'Summer launch' }).returning();
  const [foreign] = await app.db().insert(schema.campaign).values({ organizationId: kessel.id, name: 'Kessel secret' }).returning();
  campaignId = campaign!.id;
  foreignCampaignId = foreign!.id;
});
afterAll(() => app.close());

describe('writing comments', () => {
  it('writes comments on artists, channels and campaigns with their subject for links', async () => {
    const onArtistAnswer = await onArtist(member, '  First impressions are good.  ');
    expect(onArtistAnswer.status).toBe(200);
    expect(onArtistAnswer.data.comment).toMatchObject({
      body: 'First impressions are good.',
      subject: { name: 'Fixture Artist', artistSlug: 'fixture-artist' },
      author: { id: ids.member, name: 'Mia Mitglied' },
      canEdit: true,
      canDelete: true,
    });
    const onChannel = await create(member, { subjectType: 'channel', subjectId: channelId, body: 'Channel note' });
    expect(onChannel.data.comment.subject.artistSlug).toBe('fixture-artist');
    const onCampaign = await create(member, { subjectType: 'campaign', subjectId: campaignId, body: 'Campaign note' });
    expect(onCampaign.data.comment.subject.name).toBe('Summer launch');
    const campaignThread = await list(member, { subjectType: 'campaign', subjectId: campaignId });
    expect(campaignThread.data.items.map((comment) => comment.id)).toEqual([onCampaign.data.comment.id]);
  });

  it('turns mentions of organisation members into mention rows and leaves the others as text', async () => {
    const body = `Hi @[Mia](${ids.member}), @[Theo](${ids['two-orgs']}) and @[Erik](${ids['expired-admin']}) and @[Me](${ids['org-admin']}) and @[Ghost](nobody123)`;
    const answer = await onArtist(orgAdmin, body);
    expect(answer.status).toBe(200);
    // Erik belongs to another organisation and "nobody123" is no user: plain text. The author is not notified.
    expect(answer.data.mentionedUserIds).toEqual([ids.member, ids['two-orgs']]);
    expect(answer.data.comment.body).toBe(
      `Hi @[Mia](${ids.member}), @[Theo](${ids['two-orgs']}) and @Erik and @[Me](${ids['org-admin']}) and @Ghost`,
    );
    expect(answer.data.comment.segments.filter((segment) => segment.type === 'mention').map((segment) => segment.name)).toEqual([
      'Mia',
      'Theo',
      'Me',
    ]);
    const rows = await app.db().select().from(schema.commentMention).where(eq(schema.commentMention.commentId, answer.data.comment.id));
    expect(rows.map((row) => row.userId).sort()).toEqual([ids.member, ids['two-orgs'], ids['org-admin']].sort());

    const mine = await list(member, { mentionsMe: true });
    expect(mine.data.items.map((comment) => comment.id)).toContain(answer.data.comment.id);
    expect(mine.data.items.every((comment) => comment.body.includes(ids.member!))).toBe(true);
  });

  it('lets only the author edit, recomputing mentions and reporting only new ones', async () => {
    const written = await onArtist(member, `Draft for @[Ole](${ids['org-admin']})`);
    expect(written.data.mentionedUserIds).toEqual([ids['org-admin']]);
    const edited = await app.mutate(member, 'comment.updateComment', {
      id: written.data.comment.id,
      data: { body: `Final for @[Ole](${ids['org-admin']}) and @[Theo](${ids['two-orgs']})` },
    });
    expect(edited.status).toBe(200);
    expect(edited.data.mentionedUserIds).toEqual([ids['two-orgs']]);
    for (const cookie of [orgAdmin, guest]) {
      const refused = await app.mutate(cookie, 'comment.updateComment', { id: written.data.comment.id, data: { body: 'Hijacked' } });
      expect(refused.status).toBe(403);
    }
    const asAdmin = await list(orgAdmin, { authorId: ids.member });
    const seen = asAdmin.data.items.find((comment) => comment.id === written.data.comment.id)!;
    expect(seen).toMatchObject({ canEdit: false, canDelete: true });
  });

  it('lets the author and an organisation admin delete, but no other member', async () => {
    const byAdmin = await onArtist(orgAdmin, 'Admin note');
    const refused = await app.mutate(member, 'comment.deleteComment', { id: byAdmin.data.comment.id });
    expect(refused.status).toBe(403);
    expect(refused.error?.data.appCode).toBe('FORBIDDEN');
    expect((await app.mutate(orgAdmin, 'comment.deleteComment', { id: byAdmin.data.comment.id })).status).toBe(200);

    const byMember = await onArtist(member, 'Member note');
    expect((await app.mutate(orgAdmin, 'comment.deleteComment', { id: byMember.data.comment.id })).status).toBe(200);
    const own = await onArtist(member, 'Own note');
    expect((await app.mutate(member, 'comment.deleteComment', { id: own.data.comment.id })).status).toBe(200);
    expect((await app.mutate(member, 'comment.deleteComment', { id: own.data.comment.id })).status).toBe(404);
  });

  it("refuses guests reading and writing (other people's words), and lets expired licences only read", async () => {
    const refused = await onArtist(guest, 'Guest note');
    expect(refused.status).toBe(403);
    expect(refused.error?.data.appCode).toBe('FORBIDDEN');
    const unread = await list(guest);
    expect({ status: unread.status, appCode: unread.error?.data.appCode }).toEqual({ status: 403, appCode: 'FORBIDDEN' });
    expect((await app.query(guest, 'comment.listMentionableMembers', { query: '' })).status).toBe(403);
    const expired = await app.signIn('expired-member@creatorlens.test');
    expect((await list(expired)).status).toBe(200);
    const late = await onArtist(expired, 'Late');
    expect(late.status).toBe(403);
    expect(late.error?.data.appCode).toBe('LICENSE_EXPIRED');
  });

  it('keeps comments inside their organisation', async () => {
    const secret = await onArtist(member, 'Nordlicht only');
    const kessel = await list(kesselOwner);
    expect(kessel.data.items.map((comment) => comment.id)).not.toContain(secret.data.comment.id);
    expect((await app.mutate(kesselOwner, 'comment.deleteComment', { id: secret.data.comment.id })).status).toBe(404);
    expect((await app.mutate(kesselOwner, 'comment.updateComment', { id: secret.data.comment.id, data: { body: 'x' } })).status).toBe(404);
    // Another organisation's campaign is as unknown as a missing one.
    expect((await create(member, { subjectType: 'campaign', subjectId: foreignCampaignId, body: 'Peek' })).status).toBe(404);
    const own = await create(kesselOwner, { subjectType: 'campaign', subjectId: foreignCampaignId, body: 'Kessel note' });
    expect(own.status).toBe(200);
    expect((await list(member)).data.items.map((comment) => comment.id)).not.toContain(own.data.comment.id);
  });

  it.each([
    [{ subjectType: 'artist', subjectId: 'fixture-artist', body: 'x' }, 'subjectId'],
    [{ subjectType: 'post', subjectId: '00000000-0000-4000-8000-000000000000', body: 'x' }, 'subjectType'],
    [{ subjectType: 'artist', subjectId: '00000000-0000-4000-8000-000000000000', body: '   ' }, 'body'],
    [{ subjectType: 'artist', subjectId: '00000000-0000-4000-8000-000000000000', body: 'x'.repeat(4001) }, '4000'],
  ])('%j answers 400 naming %s', async (input, field) => {
    const answer = await app.mutateUnchecked(member, 'comment.createComment', input);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain(field);
  });

  it('answers 404 for a subject that does not exist', async () => {
    expect((await create(member, { subjectType: 'artist', subjectId: '00000000-0000-4000-8000-000000000000', body: 'x' })).status).toBe(
      404,
    );
  });
});

describe('listing comments', () => {
  it('pages newest first by keyset without repeats, also when comments arrive in between', async () => {
    const { db } = { db: app.db() };
    // Same timestamp for several comments: the id breaks ties, so paging must still be exact.
    const [organization] = await db
      .select({ id: schema.organization.id })
      .from(schema.organization)
      .where(eq(schema.organization.name, 'Nordlicht Agency'));
    const moment = new Date('2020-01-01T00:00:00.123Z');
    await db.insert(schema.comment).values(
      Array.from({ length: 7 }, (_, index) => ({
        organizationId: organization!.id,
        authorId: ids.member!,
        subjectType: 'channel' as const,
        subjectId: channelId,
        body: `paging ${index}`,
        createdAt: index < 4 ? moment : new Date(moment.getTime() + index),
        updatedAt: moment,
      })),
    );
    const filter = { subjectType: 'channel' as const, subjectId: channelId, query: 'paging', limit: 3 };
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(member, { ...filter, cursor });
      seen.push(...page.data.items.map((comment) => comment.body));
      cursor = page.data.nextCursor;
      pages += 1;
      if (pages === 1) await onArtist(member, 'paging arrives later');
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 3)).toEqual(['paging 6', 'paging 5', 'paging 4']);
  });

  it('filters by author, subject type and text, with like wildcards taken literally', async () => {
    await onArtist(orgAdmin, 'Budget is 100% agreed');
    const byText = await list(member, { query: '100%' });
    expect(byText.data.items.map((comment) => comment.body)).toEqual(['Budget is 100% agreed']);
    expect((await list(member, { query: '%' })).data.items.every((comment) => comment.body.includes('%'))).toBe(true);
    const byAuthor = await list(member, { authorId: ids['org-admin'] });
    expect(byAuthor.data.items.every((comment) => comment.author?.id === ids['org-admin'])).toBe(true);
    const campaigns = await list(member, { subjectType: 'campaign' });
    expect(campaigns.data.items.every((comment) => comment.subjectType === 'campaign')).toBe(true);
    expect((await list(member, { cursor: 'not-a-cursor' })).status).toBe(400);
    expect((await list(member, { subjectId: channelId })).status).toBe(400);
  });

  it('offers the organisation members for mentions, not guests or outsiders', async () => {
    const all = await app.query(member, 'comment.listMentionableMembers', { query: '' });
    expect(all.status).toBe(200);
    const memberIds = all.data.map((user) => user.id);
    expect(memberIds).toEqual(expect.arrayContaining([ids.member, ids['org-admin'], ids['two-orgs']]));
    expect(memberIds).not.toContain(ids['expired-admin']);
    const found = await app.query(member, 'comment.listMentionableMembers', { query: 'ole' });
    expect(found.data.map((user) => user.name)).toEqual(['ole']);
  });
});
