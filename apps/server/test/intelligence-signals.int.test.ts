import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshChannelStats } from '@creatorlens/core/analytics';
import { percentilesOf } from '@creatorlens/core/intelligence';
import { schema } from '@creatorlens/db';
import { refreshIntelligence } from '../src/jobs/refresh-intelligence.ts';
import { organizationIdByName, userIdByEmail } from './support/lists-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { selectRows } from '@creatorlens/db/sql-result';

let app: TestApp;
let member: string;
let spikeId: string;
let milestoneId: string;
let giveawayId: string;
let brandId: string;
let nordlichtMembers: string[];

const DAY_MS = 86_400_000;
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const dayOf = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
/** 30 daily readings ending today, ~500 followers a day, with an injected jump of `spike` followers `spikeDaysAgo` days ago. */
function spikedSeries(channelId: string, start: number, spike: number, spikeDaysAgo: number) {
  let followers = start;
  return Array.from({ length: 30 }, (_, i) => {
    const daysAgo = 29 - i;
    if (i > 0) followers += [480, 520, 505, 470, 530, 495][i % 6]! + (daysAgo === spikeDaysAgo ? spike : 0);
    return { channelId, day: dayOf(daysAgo), followers, source: 'test-fixture' };
  });
}

async function messages(workflowKey: string) {
  return app
    .db()
    .select({ recipientId: schema.notificationMessage.recipientId, data: schema.notificationMessage.data })
    .from(schema.notificationMessage)
    .where(eq(schema.notificationMessage.workflowKey, workflowKey));
}

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const db = app.db();
  const [artist] = await db
    .insert(schema.artist)
    .values({ slug: 'spike-artist', name: 'Spike Artist' })
    .returning({ id: schema.artist.id });
  const base = { artistId: artist!.id, source: 'test-fixture', platform: 'instagram' as const };
  const inserted = await db
    .insert(schema.channel)
    .values([
      {
        ...base,
        platformId: 'ig-spike',
        name: 'Spike Creator',
        handle: 'spike.creator',
        bio: 'Ich bin Fotografin aus Köln',
        followers: 110_000,
      },
      {
        ...base,
        platformId: 'ig-milestone',
        name: 'Nordsee Kaffee GmbH',
        handle: 'nordseekaffee',
        bio: 'Röstkaffee seit 1952. Kostenloser Versand',
        followers: 1_000_200,
      },
      { ...base, platformId: 'ig-giveaway', name: 'Giveaway Gina', handle: 'gina.gewinnt', bio: null, followers: 60_000 },
    ])
    .returning({ id: schema.channel.id });
  [spikeId, milestoneId, giveawayId] = inserted.map((c) => c.id) as [string, string, string];
  await db
    .insert(schema.channelSnapshot)
    .values([
      ...spikedSeries(spikeId, 80_123, 20_000, 10),
      ...spikedSeries(giveawayId, 30_457, 15_000, 8),
      { channelId: milestoneId, day: dayOf(1), followers: 999_500, source: 'test-fixture' },
      { channelId: milestoneId, day: dayOf(0), followers: 1_000_200, source: 'test-fixture' },
    ]);
  await db.insert(schema.post).values({
    channelId: giveawayId,
    platform: 'instagram',
    platformPostId: 'gw-1',
    type: 'image',
    source: 'test-fixture',
    likes: 3_000,
    comments: 900,
    caption: 'GEWINNSPIEL! Zu gewinnen: 3 Kameras. Markiere zwei Freunde. Teilnahmebedingungen im Link',
    publishedAt: new Date(`${dayOf(11)}T18:00:00Z`),
  });

  // Nordlicht watches the spike and the milestone channel through the real API.
  const created = await app.mutate(member, 'watchlist.createWatchlist', { name: 'Bot watch', type: 'manual' });
  const added = await app.mutate(member, 'watchlist.addChannels', { watchlistId: created.data.id, channelIds: [spikeId, milestoneId] });
  expect(added.status).toBe(200);
  // A sponsored post the milestone channel publishes after it was watched.
  const [brand] = await db.insert(schema.brand).values({ slug: 'fjord-outdoor', name: 'Fjord Outdoor' }).returning({ id: schema.brand.id });
  brandId = brand!.id;
  const [post] = await db
    .insert(schema.post)
    .values({
      channelId: milestoneId,
      platform: 'instagram',
      platformPostId: 'sp-1',
      type: 'image',
      source: 'test-fixture',
      likes: 2_000,
      comments: 40,
      caption: 'Anzeige | Unsere neue Jacke mit @fjordoutdoor #werbung',
      publishedAt: new Date(),
    })
    .returning({ id: schema.post.id });
  await db.insert(schema.postBrand).values({ postId: post!.id, brandId, kind: 'mention' });

  const organizationId = await organizationIdByName(app, 'Nordlicht Agency');
  const rows = await db
    .select({ userId: schema.member.userId })
    .from(schema.member)
    .where(eq(schema.member.organizationId, organizationId));
  nordlichtMembers = rows.map((r) => r.userId).sort();
  await refreshChannelStats({ db });
});
afterAll(() => app.close());

describe('refreshIntelligence', () => {
  it('finds the injected spike with its evidence, sets bot risk and channel type', async () => {
    const result = await refreshIntelligence(app.db());
    expect(result.turnedHigh).toBeGreaterThanOrEqual(1);
    const signals = await app.db().select().from(schema.channelSignal).where(eq(schema.channelSignal.channelId, spikeId));
    const spike = signals.find((s) => s.kind === 'growth_spike');
    expect(spike).toMatchObject({ severity: 'critical', day: dayOf(10) });
    expect(spike!.value).toBeGreaterThan(19_000);
    expect(spike!.evidence).toMatchObject({
      fromDay: dayOf(11),
      toDay: dayOf(10),
      intervalDays: 1,
      unit: 'followers',
      engagementFollowed: null,
    });
    expect(spike!.evidence.multiple as number).toBeGreaterThan(30);
    const [channel] = await app.db().select().from(schema.channel).where(eq(schema.channel.id, spikeId));
    expect(channel).toMatchObject({ botRisk: 'high', channelType: 'creator' });
    const [brandChannel] = await app.db().select().from(schema.channel).where(eq(schema.channel.id, milestoneId));
    expect(brandChannel!.channelType).toBe('brand');
  });

  it('links a spike after a giveaway post and keeps it below critical', async () => {
    const signals = await app.db().select().from(schema.channelSignal).where(eq(schema.channelSignal.channelId, giveawayId));
    expect(signals.find((s) => s.kind === 'giveaway_spike')).toMatchObject({
      severity: 'info',
      day: dayOf(8),
      evidence: expect.objectContaining({ postDay: dayOf(11) }),
    });
    expect(signals.find((s) => s.kind === 'growth_spike')).toMatchObject({ severity: 'warning' });
    const [channel] = await app.db().select().from(schema.channel).where(eq(schema.channel.id, giveawayId));
    expect(channel!.botRisk).toBe('medium');
  });

  it('recomputes the benchmark table with 101 percentiles per group', async () => {
    const rows = await app
      .db()
      .select()
      .from(schema.benchmark)
      .where(
        and(
          eq(schema.benchmark.platform, 'instagram'),
          eq(schema.benchmark.sizeTier, 'mid'),
          eq(schema.benchmark.category, ''),
          eq(schema.benchmark.metric, 'followers'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.percentiles).toHaveLength(101);
    expect(rows[0]!.sampleSize).toBeGreaterThanOrEqual(2); // the spike channel and the fixture artist's Instagram
    // The SQL percentiles are the ones the pure reader assumes (linear interpolation between order statistics).
    const followers = await app
      .db()
      .select({ followers: schema.channel.followers })
      .from(schema.channel)
      .where(and(eq(schema.channel.platform, 'instagram'), eq(schema.channel.sizeTier, 'mid')));
    const expected = percentilesOf(followers.map((c) => c.followers!));
    rows[0]!.percentiles.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 6));
  });

  it('alerts every member of the watching organisation, and nobody else', async () => {
    const bot = await messages('bot-alert');
    expect(bot.map((m) => m.recipientId).sort()).toEqual(nordlichtMembers);
    expect(bot[0]!.data).toMatchObject({
      channelId: spikeId,
      channelName: 'Spike Creator',
      artistSlug: 'spike-artist',
      level: 'high',
      signalKind: 'growth_spike',
    });
    expect(String(bot[0]!.data.reason)).toMatch(/20[.,]\d{3}/);
    expect(nordlichtMembers).toContain(await userIdByEmail(app, 'member@creatorlens.test'));
    expect(nordlichtMembers).not.toContain(await userIdByEmail(app, 'expired-member@creatorlens.test'));
    // The unwatched giveaway channel alerts nobody.
    expect(bot.some((m) => m.data.channelId === giveawayId)).toBe(false);
  });

  it('raises the milestone and the branded-post alert for the watched brand channel', async () => {
    const milestone = await messages('channel-milestone');
    expect(milestone.map((m) => m.recipientId).sort()).toEqual(nordlichtMembers);
    expect(milestone[0]!.data).toMatchObject({
      channelId: milestoneId,
      followers: 1_000_000,
      eventKey: `milestone:${milestoneId}:1000000`,
    });
    const branded = await messages('branded-post');
    expect(
      branded
        .filter((m) => m.data.channelId === milestoneId)
        .map((m) => m.recipientId)
        .sort(),
    ).toEqual(nordlichtMembers);
    expect(branded[0]!.data).toMatchObject({ brandName: 'Fjord Outdoor' });
  });

  it('is idempotent: a rerun replaces signals and notifies nobody twice', async () => {
    const count = async () =>
      Number((await selectRows<{ n: number }>(app.db(), sql`select count(*)::int as n from notification_message`))[0]!.n);
    const before = await count();
    const signalsBefore = await app.db().select().from(schema.channelSignal).where(eq(schema.channelSignal.channelId, spikeId));
    const again = await refreshIntelligence(app.db());
    expect(again.turnedHigh).toBe(0);
    expect(again.alerts).toEqual({ bot: 0, brandedPosts: 0, compliance: 0, milestones: 0 });
    const scoped = await refreshIntelligence(app.db(), { channelIds: [spikeId, milestoneId] });
    expect(scoped.channels).toBe(2);
    expect(await count()).toBe(before);
    const signalsAfter = await app.db().select().from(schema.channelSignal).where(eq(schema.channelSignal.channelId, spikeId));
    expect(signalsAfter.map((s) => [s.kind, s.day, s.value])).toEqual(signalsBefore.map((s) => [s.kind, s.day, s.value]));
  });

  it('alerts again only when a channel turns high anew, and skips alerts when told', async () => {
    await app.db().update(schema.channel).set({ botRisk: 'low' }).where(eq(schema.channel.id, spikeId));
    const silent = await refreshIntelligence(app.db(), { channelIds: [spikeId], notify: false });
    expect(silent.turnedHigh).toBe(1);
    expect(silent.alerts.bot).toBe(0);
    await app.db().update(schema.channel).set({ botRisk: 'medium' }).where(eq(schema.channel.id, spikeId));
    // Same evidence as the first alert: the members already have it.
    const rerun = await refreshIntelligence(app.db(), { channelIds: [spikeId] });
    expect(rerun.turnedHigh).toBe(1);
    expect(rerun.alerts.bot).toBe(0);
  });

  it('refuses malformed channel ids with a validation error', async () => {
    await expect(refreshIntelligence(app.db(), { channelIds: ['not-a-uuid'] })).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
