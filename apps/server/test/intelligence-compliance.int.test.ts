/**
 * Compliance alerts: a watched channel publishes a post that names a brand with a coupon code and a referral link
 * but no disclosure. The intelligence job must send one `compliance-alert` to every member of every organisation
 * that watches the channel (a member of two watching organisations gets it once), no branded-post for that post,
 * and nothing on a rerun.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOWS } from '@creatorlens/core/notifications';
import { schema } from '@creatorlens/db';
import { refreshIntelligence } from '../src/jobs/refresh-intelligence.ts';
import { organizationIdByName, signInToKessel, userIdByEmail } from './support/lists-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let channelId: string;
let undisclosedPostId: string;
let disclosedPostId: string;
let watchingMembers: string[];

const UNDISCLOSED = 'Mein Lieblingsshake von @prozis_de – mit dem Code NICO10 spart ihr 10 %: https://example.org/shop?ref=nico';
const DISCLOSED = 'Anzeige | Endlich wieder am Meer mit der neuen Jacke von @fjordoutdoor #werbung';

async function messages(workflowKey: string) {
  return app
    .db()
    .select({ recipientId: schema.notificationMessage.recipientId, data: schema.notificationMessage.data })
    .from(schema.notificationMessage)
    .where(eq(schema.notificationMessage.workflowKey, workflowKey));
}

async function membersOf(...organizationNames: string[]): Promise<string[]> {
  const organizationIds = await Promise.all(organizationNames.map((name) => organizationIdByName(app, name)));
  const rows = await app
    .db()
    .select({ userId: schema.member.userId })
    .from(schema.member)
    .where(inArray(schema.member.organizationId, organizationIds));
  return [...new Set(rows.map((r) => r.userId))].sort();
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.db();
  const [artist] = await db
    .insert(schema.artist)
    .values({ slug: 'compliance-artist', name: 'Compliance Artist' })
    .returning({ id: schema.artist.id });
  const [channel] = await db
    .insert(schema.channel)
    .values({
      artistId: artist!.id,
      source: 'test-fixture',
      platform: 'instagram',
      platformId: 'ig-compliance',
      name: 'Nico Fit',
      handle: 'nico.fit',
      bio: 'Fitness und Ernährung',
      followers: 85_000,
    })
    .returning({ id: schema.channel.id });
  channelId = channel!.id;

  // Nordlicht (through a member) and Kessel Brands (through two-orgs, who is also a Nordlicht member) watch the channel.
  const member = await app.signIn('member@creatorlens.test');
  const kessel = await signInToKessel(app);
  for (const cookie of [member, kessel]) {
    const created = await app.mutate(cookie, 'watchlist.createWatchlist', { name: 'Compliance watch', type: 'manual' });
    expect(created.status).toBe(200);
    expect((await app.mutate(cookie, 'watchlist.addChannels', { watchlistId: created.data.id, channelIds: [channelId] })).status).toBe(200);
  }

  const post = {
    channelId,
    platform: 'instagram' as const,
    type: 'image' as const,
    source: 'test-fixture',
    likes: 1_800,
    comments: 35,
    publishedAt: new Date(),
  };
  const [undisclosed, disclosed] = await db
    .insert(schema.post)
    .values([
      { ...post, platformPostId: 'compliance-1', caption: UNDISCLOSED, url: 'https://www.instagram.com/p/compliance1/' },
      { ...post, platformPostId: 'compliance-2', caption: DISCLOSED },
    ])
    .returning({ id: schema.post.id });
  undisclosedPostId = undisclosed!.id;
  disclosedPostId = disclosed!.id;
  watchingMembers = await membersOf('Nordlicht Agency', 'Kessel Brands GmbH');
});
afterAll(() => app.close());

describe('compliance alerts for possibly undisclosed ads', () => {
  it('sends exactly one compliance-alert per watching member, and no branded-post for that post', async () => {
    const result = await refreshIntelligence(app.db(), { channelIds: [channelId] });
    expect(result.alerts.compliance).toBe(watchingMembers.length);

    const [analysis] = await app.db().select().from(schema.postAnalysis).where(eq(schema.postAnalysis.postId, undisclosedPostId));
    expect(analysis).toMatchObject({ isUndisclosedAd: true });

    const compliance = (await messages('compliance-alert')).filter((m) => m.data.channelId === channelId);
    expect(compliance.map((m) => m.recipientId).sort()).toEqual(watchingMembers);
    expect(compliance.every((m) => m.data.postId === undisclosedPostId && m.data.eventKey === `compliance:${undisclosedPostId}`)).toBe(
      true,
    );
    expect(compliance[0]!.data).toMatchObject({
      channelName: 'Nico Fit',
      artistSlug: 'compliance-artist',
      brandName: 'Prozis',
      postUrl: 'https://www.instagram.com/p/compliance1/',
    });
    // A member of both watching organisations is told once, not once per organisation.
    const twoOrgs = await userIdByEmail(app, 'two-orgs@creatorlens.test');
    expect(compliance.filter((m) => m.recipientId === twoOrgs)).toHaveLength(1);

    const branded = (await messages('branded-post')).filter((m) => m.data.channelId === channelId);
    expect(branded.some((m) => m.data.postId === undisclosedPostId)).toBe(false);
    // The disclosed post is an ordinary branded post.
    expect(
      branded
        .filter((m) => m.data.postId === disclosedPostId)
        .map((m) => m.recipientId)
        .sort(),
    ).toEqual(watchingMembers);
  });

  it('notifies nobody outside the watching organisations', async () => {
    const recipients = new Set((await messages('compliance-alert')).map((m) => m.recipientId));
    const expired = await Promise.all(
      ['expired-admin@creatorlens.test', 'expired-member@creatorlens.test'].map((email) => userIdByEmail(app, email)),
    );
    expect(expired.some((id) => recipients.has(id))).toBe(false);
    const everyone = await app.db().select({ id: schema.user.id }).from(schema.user);
    expect(everyone.filter((u) => recipients.has(u.id) && !watchingMembers.includes(u.id))).toEqual([]);
  });

  it('sends nothing again on a rerun, scoped or whole', async () => {
    const count = async () =>
      Number(
        (
          (await app
            .db()
            .execute(sql`select count(*)::int as n from notification_message where workflow_key = 'compliance-alert'`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const before = await count();
    expect((await refreshIntelligence(app.db(), { channelIds: [channelId] })).alerts.compliance).toBe(0);
    expect((await refreshIntelligence(app.db())).alerts.compliance).toBe(0);
    expect(await count()).toBe(before);
  });

  it('renders the alert in English and formal German', () => {
    const data = {
      channelName: 'Nico Fit',
      brandName: 'Prozis',
      artistSlug: 'compliance-artist',
      postUrl: 'https://www.instagram.com/p/compliance1/',
    };
    const en = WORKFLOWS['compliance-alert']!.render({ data, actorName: null, language: 'en' });
    expect(en.subject).toBe('Compliance alert: undisclosed ad?');
    expect(en.bodyText).toContain('Nico Fit published a post for Prozis with a code or tracking link but no ad disclosure');
    expect(en.actionUrl).toBe('/compliance-artist');
    expect(en.buttons).toEqual([{ label: 'Review post', action: 'https://www.instagram.com/p/compliance1/' }]);
    const de = WORKFLOWS['compliance-alert']!.render({ data: { ...data, brandName: '<b>Prozis</b>' }, actorName: null, language: 'de' });
    expect(de.subject).toBe('Compliance-Hinweis: Werbung ohne Kennzeichnung?');
    expect(de.bodyText).toContain('ohne Werbekennzeichnung');
    expect(de.bodyHtml).not.toContain('<b>');
  });
});
