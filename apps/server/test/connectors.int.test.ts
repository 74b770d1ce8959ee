import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { sizeTierOf } from '@creatorlens/core/analytics';
import { ConnectorError, createConnectorRegistry, refreshChannelFromPlatform, type ConnectorRegistry } from '@creatorlens/core/connectors';
import { deriveConnectorKey } from '@creatorlens/core/kernel';
import { schema, type Database, type DatabaseHandle, type Platform } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import {
  configureConnectorsForFakeServer,
  FIXTURE_IDS,
  startFakePlatformServer,
  type FakePlatformServer,
} from '@creatorlens/test-support/fake-platforms';
import { insertConnectorChannel } from './support/connector-channels.ts';

let database: DatabaseHandle;
let db: Database;
let fake: FakePlatformServer;
const key = deriveConnectorKey('connectors-test-secret');
/** A new registry per test: clients cache tokens and credentials, and some tests change them. */
let registry: ConnectorRegistry;

const today = () => new Date().toISOString().slice(0, 10);
const refresh = (channelId: string, includePosts = true) =>
  refreshChannelFromPlatform({ db, connectors: registry }, { channelId, includePosts });
const failure = async (promise: Promise<unknown>): Promise<ConnectorError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ConnectorError);
    return error as ConnectorError;
  }
  throw new Error('expected a ConnectorError');
};
const snapshotsOf = (channelId: string) => db.select().from(schema.channelSnapshot).where(eq(schema.channelSnapshot.channelId, channelId));
const postsOf = (channelId: string) => db.select().from(schema.post).where(eq(schema.post.channelId, channelId));
const channelOf = async (channelId: string) => (await db.select().from(schema.channel).where(eq(schema.channel.id, channelId)))[0]!;
const usage = async (connector: string) =>
  (
    await db
      .select()
      .from(schema.connectorQuotaUsage)
      .where(and(eq(schema.connectorQuotaUsage.connector, connector), eq(schema.connectorQuotaUsage.day, today())))
  )[0];

beforeAll(async () => {
  database = await openTestDatabase(inject('databaseTemplate'));
  db = database.db;
  fake = await startFakePlatformServer({ retryAfterSeconds: 7 });
});
beforeEach(async () => {
  await configureConnectorsForFakeServer(db, key, fake);
  await db.delete(schema.connectorQuotaUsage);
  for (const connector of ['youtube', 'twitch', 'instagram', 'tiktok', 'google', 'meta'] as const) fake.setFault(connector, null);
  registry = createConnectorRegistry({ db, encryptionKey: key, allowPrivateHosts: true });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

const RECORDED: Record<
  'youtube' | 'twitch' | 'instagram' | 'tiktok',
  { platformId: string; followers: number; posts: number; pages: number }
> = {
  youtube: { platformId: FIXTURE_IDS.youtubeChannelId, followers: 412_000, posts: 5, pages: 2 },
  twitch: { platformId: FIXTURE_IDS.twitchLogin, followers: 84_213, posts: 3, pages: 2 },
  instagram: { platformId: FIXTURE_IDS.instagramUsername, followers: 238_410, posts: 4, pages: 2 },
  tiktok: { platformId: FIXTURE_IDS.tiktokUsername, followers: 512_330, posts: 3, pages: 2 },
};

describe.each(Object.entries(RECORDED) as [keyof typeof RECORDED, (typeof RECORDED)[keyof typeof RECORDED]][])(
  '%s connector',
  (platform, recorded) => {
    it("stores counters, today's snapshot and every page of posts; a rerun duplicates nothing", async () => {
      const channelId = await insertConnectorChannel(db, platform as Platform, recorded.platformId);
      const first = await refresh(channelId);
      expect(first).toEqual({ day: today(), postsUpserted: recorded.posts, snapshotWritten: true, quality: [] });
      const channel = await channelOf(channelId);
      expect(channel.followers).toBe(recorded.followers);
      expect(channel.name).toContain('Nordlicht');
      expect(channel.dataAsOf!.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(channel.sizeTier).toBe(sizeTierOf(recorded.followers));
      expect(channel.lastPostedAt).not.toBeNull();

      const second = await refresh(channelId);
      expect(second.postsUpserted).toBe(recorded.posts);
      expect(await snapshotsOf(channelId)).toHaveLength(1);
      expect((await snapshotsOf(channelId))[0]).toMatchObject({ day: today(), followers: recorded.followers, source: `${platform}-api` });
      expect(await postsOf(channelId)).toHaveLength(recorded.posts);
      expect((await usage(platform))!.requests).toBeGreaterThan(0);
    });

    it('answers a 429 with rate_limited and the wait the platform asked for, and counts the throttle', async () => {
      const channelId = await insertConnectorChannel(db, platform as Platform, recorded.platformId);
      fake.setFault(platform, 'rate_limited', 1);
      const error = await failure(refresh(channelId));
      expect(error.kind).toBe('rate_limited');
      // Instagram states minutes (X-Business-Use-Case-Usage); the others seconds or an epoch reset.
      if (platform === 'instagram') expect(error.retryAfterMs).toBe(60_000);
      else expect(error.retryAfterMs).toBeGreaterThanOrEqual(5_000);
      if (platform !== 'instagram') expect(error.retryAfterMs).toBeLessThanOrEqual(8_000);
      expect((await usage(platform))!.throttled).toBe(1);
      expect(await snapshotsOf(channelId)).toHaveLength(0);
    });

    it('rejects a malformed answer with a clear error and writes nothing', async () => {
      const channelId = await insertConnectorChannel(db, platform as Platform, recorded.platformId);
      const before = await channelOf(channelId);
      fake.setFault(platform, 'malformed', 1);
      const cutOff = await failure(refresh(channelId));
      expect(cutOff.kind).toBe('malformed');
      expect(cutOff.message).toMatch(/invalid JSON/);
      fake.setFault(platform, 'bad_shape', 1);
      const wrongShape = await failure(refresh(channelId));
      expect(wrongShape.kind).toBe('malformed');
      expect(wrongShape.message).toMatch(/unexpected payload at/);
      expect(await channelOf(channelId)).toMatchObject({ followers: before.followers, dataAsOf: before.dataAsOf });
      expect(await snapshotsOf(channelId)).toHaveLength(0);
      expect(await postsOf(channelId)).toHaveLength(0);
    });

    it('never passes the configured daily quota: it refuses before calling', async () => {
      const channelId = await insertConnectorChannel(db, platform as Platform, recorded.platformId);
      await configureConnectorsForFakeServer(db, key, fake, { dailyQuota: { [platform]: 1 } });
      registry = createConnectorRegistry({ db, encryptionKey: key, allowPrivateHosts: true });
      const callsBefore = fake.stats.byConnector[platform] ?? 0;
      const error = await failure(refresh(channelId));
      expect(error.kind).toBe('quota_exhausted');
      expect(error.resetAt!.toISOString()).toMatch(/T00:00:00\.000Z$/);
      // One call fits the quota of 1 unit; the second is refused here, and so is every later one.
      expect(fake.stats.byConnector[platform]! - callsBefore).toBe(1);
      expect((await usage(platform))!.unitsUsed).toBe(1);
      await failure(refresh(channelId));
      expect(fake.stats.byConnector[platform]! - callsBefore).toBe(1);
      expect(await snapshotsOf(channelId)).toHaveLength(0);
    });
  },
);

describe('platform quota and token expiry', () => {
  it('YouTube quotaExceeded is quota_exhausted until midnight Pacific time, and fills our day', async () => {
    const channelId = await insertConnectorChannel(db, 'youtube', RECORDED.youtube.platformId);
    await configureConnectorsForFakeServer(db, key, fake, { dailyQuota: { youtube: 10_000 } });
    registry = createConnectorRegistry({ db, encryptionKey: key, allowPrivateHosts: true });
    fake.setFault('youtube', 'quota_exhausted', 1);
    const error = await failure(refresh(channelId));
    expect(error.kind).toBe('quota_exhausted');
    const hoursAhead = (error.resetAt!.getTime() - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(0);
    expect(hoursAhead).toBeLessThanOrEqual(24);
    expect([7, 8]).toContain(error.resetAt!.getUTCHours());
    // The platform said no for today: later calls are refused here without asking again.
    const calls = fake.stats.byConnector.youtube;
    expect((await failure(refresh(channelId))).kind).toBe('quota_exhausted');
    expect(fake.stats.byConnector.youtube).toBe(calls);
  });

  it('TikTok daily_quota_limit_exceeded is quota_exhausted until the next UTC day', async () => {
    const channelId = await insertConnectorChannel(db, 'tiktok', RECORDED.tiktok.platformId);
    fake.setFault('tiktok', 'quota_exhausted', 1);
    const error = await failure(refresh(channelId));
    expect(error.kind).toBe('quota_exhausted');
    expect(error.resetAt!.toISOString()).toMatch(/T00:00:00\.000Z$/);
  });

  it.each(['twitch', 'tiktok'] as const)('%s: an expired app token is renewed once and the refresh succeeds', async (platform) => {
    const channelId = await insertConnectorChannel(db, platform, RECORDED[platform].platformId);
    await refresh(channelId, false);
    fake.setFault(platform, 'expired_token', 1);
    const result = await refresh(channelId, false);
    expect(result.snapshotWritten).toBe(true);
    expect((await channelOf(channelId)).followers).toBe(RECORDED[platform].followers);
  });

  it.each(['youtube', 'instagram'] as const)(
    '%s: a refused key or expired token is an auth error (a person must act)',
    async (platform) => {
      const channelId = await insertConnectorChannel(db, platform, RECORDED[platform].platformId);
      fake.setFault(platform, 'expired_token', 1);
      expect((await failure(refresh(channelId))).kind).toBe('auth');
      expect(await snapshotsOf(channelId)).toHaveLength(0);
    },
  );

  it('a connector without credentials is not_configured; an unknown account is not_found', async () => {
    const channelId = await insertConnectorChannel(db, 'youtube', RECORDED.youtube.platformId);
    await db.execute(sql`update connector_credential set encrypted_secret = null where connector = 'youtube'`);
    expect((await failure(refresh(channelId))).kind).toBe('not_configured');
    await configureConnectorsForFakeServer(db, key, fake);
    registry = createConnectorRegistry({ db, encryptionKey: key, allowPrivateHosts: true });
    const unknown = await insertConnectorChannel(db, 'youtube', 'UCnobodyHasThisChannelId00');
    expect((await failure(refresh(unknown))).kind).toBe('not_found');
    const snapchat = await insertConnectorChannel(db, 'snapchat', 'someone');
    expect((await failure(refresh(snapchat))).kind).toBe('not_configured');
  });

  it("generated syn_N accounts answer for every platform (the bench's 100k channels)", async () => {
    for (const platform of ['youtube', 'twitch', 'instagram', 'tiktok'] as const) {
      const channelId = await insertConnectorChannel(db, platform, 'syn_42');
      const result = await refresh(channelId);
      expect(result.postsUpserted).toBeGreaterThan(0);
      expect((await channelOf(channelId)).followers).toBe(1_000 + ((42 * 7_919) % 4_999_000));
    }
  });
});
