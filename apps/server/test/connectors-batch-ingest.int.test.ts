import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sizeTierOf } from '@creatorlens/core/analytics';
import { storeChannelData, storeChannelDataBatch, type PlatformChannelData, type PlatformPost } from '@creatorlens/core/connectors';
import { schema, type Database, type DatabaseHandle } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import { createSnapshotWriteBatcher } from '../src/jobs/snapshot-write-batcher.ts';
import { insertConnectorChannel } from './support/connector-channels.ts';

let database: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase(inject('databaseTemplate'));
  db = database.db;
});
afterAll(() => database.close());

const DAY_MS = 86_400_000;
const observedAt = new Date();
const today = observedAt.toISOString().slice(0, 10);
let accounts = 0;
const newChannel = () => insertConnectorChannel(db, 'youtube', `UCbatch${(accounts += 1)}x${Date.now()}`);
const channelOf = async (channelId: string) => (await db.select().from(schema.channel).where(eq(schema.channel.id, channelId)))[0]!;
const snapshotsOf = (channelId: string) => db.select().from(schema.channelSnapshot).where(eq(schema.channelSnapshot.channelId, channelId));

const post = (n: number, daysAgo: number): PlatformPost => ({
  platformPostId: `batch-post-${randomUUID()}`,
  type: 'video',
  title: `Video ${n}`,
  caption: null,
  url: null,
  hashtags: ['batch', `n${n}`],
  publishedAt: new Date(observedAt.getTime() - daysAgo * DAY_MS),
  likes: 100 * n,
  comments: 10,
  views: 1_000 * n,
  shares: null,
  saves: null,
});
const answer = (followers: number, posts: PlatformPost[] = [], extra: Record<string, unknown> = {}): PlatformChannelData => ({
  observedAt,
  posts,
  profile: {
    name: `Batch ${followers}`,
    avatarUrl: null,
    bio: 'bio',
    country: null,
    followers,
    following: 3,
    postsCount: 40,
    totalViews: 9_000,
    totalLikes: null,
    extra,
  },
});
const item = (channelId: string, data: PlatformChannelData) => ({ channelId, platform: 'youtube' as const, source: 'youtube-api', data });

/** The columns a refresh derives, to compare a batched write with a write of one channel. */
const derived = (channel: typeof schema.channel.$inferSelect) => ({
  followers: channel.followers,
  sizeTier: channel.sizeTier,
  postsPerWeek: channel.postsPerWeek,
  engagementRate: channel.engagementRate,
  averageViews: channel.averageViews,
  averageLikes: channel.averageLikes,
  averageComments: channel.averageComments,
  followers30dGain: channel.followers30dGain,
  followers30dGrowth: channel.followers30dGrowth,
  followersSparkline: channel.followersSparkline,
  dataAsOf: channel.dataAsOf,
});

describe('batched snapshot ingestion', () => {
  it('writes counters, snapshots, posts and derived figures of a batch in one go, as a write of one channel would', async () => {
    const [withHistory, batched, alone] = [await newChannel(), await newChannel(), await newChannel()];
    const monthAgo = new Date(observedAt.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
    // The same source as the new reading: growth subtracts only points of one source (contracts GROWTH_WINDOW).
    await db.insert(schema.channelSnapshot).values({ channelId: withHistory, day: monthAgo, followers: 1_000, source: 'youtube-api' });
    // Figures another source put into extra survive a refresh (merged, not replaced).
    await db
      .update(schema.channel)
      .set({ extra: { watchTimeMinutes: 5 } })
      .where(eq(schema.channel.id, withHistory));
    const posts = [post(1, 2), post(2, 9), post(3, 20)];

    const results = await storeChannelDataBatch(db, [
      item(withHistory, answer(1_300, [], { isPartner: true })),
      item(batched, answer(52_000, posts)),
    ]);
    expect(results).toEqual([
      { day: today, postsUpserted: 0, snapshotWritten: true, quality: [] },
      { day: today, postsUpserted: 3, snapshotWritten: true, quality: [] },
    ]);
    // The same answer (with the same posts under new ids) for a channel stored on its own.
    await storeChannelData(
      db,
      { channelId: alone, platform: 'youtube', source: 'youtube-api' },
      answer(
        52_000,
        posts.map((p) => ({ ...p, platformPostId: `${p.platformPostId}-alone` })),
      ),
    );

    const history = await channelOf(withHistory);
    expect(history).toMatchObject({
      followers: 1_300,
      followers30dGain: 300,
      followers30dGrowth: 0.3,
      sizeTier: sizeTierOf(1_300),
      followersSparkline: [1_000, 1_300],
    });
    expect(history.extra).toEqual({ watchTimeMinutes: 5, isPartner: true });
    // Answered without posts and with none stored: no cadence, averages or engagement are known (null, "–"), not 0.
    expect(history).toMatchObject({ postsPerWeek: null, engagementRate: null, averageViews: null, averageLikes: null, lastPostedAt: null });
    expect(history.dataAsOf?.getTime()).toBe(observedAt.getTime());
    const fresh = await channelOf(batched);
    expect(fresh).toMatchObject({ postsPerWeek: 3 / (90 / 7), averageViews: 2_000, averageLikes: 200, sizeTier: sizeTierOf(52_000) });
    expect(fresh.lastPostedAt?.getTime()).toBe(posts[0]!.publishedAt.getTime());
    expect(derived(fresh)).toEqual(derived(await channelOf(alone)));
    expect(await snapshotsOf(batched)).toEqual([expect.objectContaining({ day: today, followers: 52_000, source: 'youtube-api' })]);
  });

  it('never duplicates a day: a rerun overwrites, and the later of two answers for one channel in a batch wins', async () => {
    const channelId = await newChannel();
    const repeated = post(4, 1);
    await storeChannelDataBatch(db, [item(channelId, answer(7_000, [repeated]))]);
    const results = await storeChannelDataBatch(db, [
      item(channelId, answer(7_100, [repeated])),
      item(channelId, answer(7_200, [{ ...repeated, likes: 999 }])),
    ]);
    expect(results.map((result) => result.postsUpserted)).toEqual([1, 1]);
    expect(await snapshotsOf(channelId)).toEqual([expect.objectContaining({ day: today, followers: 7_200 })]);
    expect((await channelOf(channelId)).followers).toBe(7_200);
    const stored = await db.select().from(schema.post).where(eq(schema.post.channelId, channelId));
    expect(stored.map((row) => row.likes)).toEqual([999]);
  });

  it('writes nothing of a batch that fails', async () => {
    const channelId = await newChannel();
    await expect(storeChannelDataBatch(db, [item(channelId, answer(8_000)), item(randomUUID(), answer(8_000))])).rejects.toThrow();
    expect(await snapshotsOf(channelId)).toEqual([]);
    expect((await channelOf(channelId)).followers).toBe(1);
  });
});

describe('the snapshot write batcher', () => {
  it('writes concurrent refreshes together, and a failing channel fails alone', async () => {
    const [first, second] = [await newChannel(), await newChannel()];
    const batcher = createSnapshotWriteBatcher(db, { maxBatch: 3, maxWaitMs: 5_000 });
    // maxBatch 3 flushes at the third store, long before the wait runs out: the three share one transaction.
    const outcomes = await Promise.allSettled([
      batcher.store(item(first, answer(11_000))),
      batcher.store(item(randomUUID(), answer(12_000))),
      batcher.store(item(second, answer(13_000))),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await snapshotsOf(first)).toEqual([expect.objectContaining({ followers: 11_000 })]);
    expect(await snapshotsOf(second)).toEqual([expect.objectContaining({ followers: 13_000 })]);
  });

  it('writes a lone refresh after the wait', async () => {
    const channelId = await newChannel();
    const batcher = createSnapshotWriteBatcher(db, { maxBatch: 100, maxWaitMs: 10 });
    await expect(batcher.store(item(channelId, answer(14_000)))).resolves.toEqual({
      day: today,
      postsUpserted: 0,
      snapshotWritten: true,
      quality: [],
    });
  });
});
