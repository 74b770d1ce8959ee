import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectorRegistry, sampleLiveTwitchChannels, type ConnectorRegistry } from '@creatorlens/core/connectors';
import { deriveConnectorKey } from '@creatorlens/core/kernel';
import { schema } from '@creatorlens/db';
import {
  configureConnectorsForFakeServer,
  FIXTURE_IDS,
  fixtureText,
  startFakePlatformServer,
  type FakePlatformServer,
  type FakeTwitchLive,
  startFakeTwitchChatServer,
  type FakeTwitchChatServer,
} from '@creatorlens/test-support/fake-platforms';
import { createTwitchChatReader } from '../src/connectors/twitch-chat.ts';
import { refreshIntelligence } from '../src/jobs/refresh-intelligence.ts';
import { createTwitchLiveHandler, scheduleTwitchLiveSampling } from '../src/jobs/twitch-live-job.ts';
import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import { startJobWorker, type JobWorker } from '../src/jobs/worker.ts';
import { waitForJob } from './support/jobs.ts';
import { organizationIdByName } from './support/lists-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The twitch-live job end to end: the real Twitch connector against the local fake Helix server (scripted live
 * streams), the real chat reader against a local fake IRC WebSocket server replaying recorded chat lines, the durable
 * queue running the rounds, then the viewer-curve and chat signals on the artist page's read procedure.
 */

const RECORDED_CHAT = fixtureText('twitch/chat-nordlichtsessions.irc').split('\n').filter(Boolean);
const key = deriveConnectorKey('twitch-live-test-secret');
const ROUND_MS = 5 * 60_000;
const ROUNDS = 7;
/** A lively audience (recorded-fixture stream): drifting a few percent from sample to sample. */
const LIVELY = [1_873, 1_921, 1_890, 1_968, 2_012, 1_955, 2_040];

let app: TestApp;
let member: string;
let fake: FakePlatformServer;
let chat: FakeTwitchChatServer;
let registry: ConnectorRegistry;
let worker: JobWorker;
let live: FakeTwitchLive;
let clock = startOfRounds(Date.now());
const ids = { lively: '', botted: '', offline: '', unwatched: '' };

/**
 * Where the connector clock starts: the rounds end near real time, but all of them (the file runs ten) fall inside
 * one UTC day, because the quota is counted per day and a run across midnight would split it over two rows.
 */
function startOfRounds(now: number): number {
  const DAY_MS = 86_400_000;
  const SPAN_MS = 12 * ROUND_MS;
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const start = now - ROUNDS * ROUND_MS;
  if (start < dayStart + 60_000) return dayStart + 60_000;
  if (start + SPAN_MS > dayStart + DAY_MS - 60_000) return dayStart + DAY_MS - 60_000 - SPAN_MS;
  return start;
}

const db = () => app.db();
const samplesOf = (channelId: string) =>
  db()
    .select()
    .from(schema.twitchStreamSample)
    .where(eq(schema.twitchStreamSample.channelId, channelId))
    .orderBy(schema.twitchStreamSample.sampledAt);
const signalsOf = (channelId: string) => db().select().from(schema.channelSignal).where(eq(schema.channelSignal.channelId, channelId));

async function runRound(): Promise<Record<string, unknown>> {
  clock += ROUND_MS;
  const { jobId } = await scheduleTwitchLiveSampling(db());
  expect(jobId).not.toBeNull();
  const job = await waitForJob(db(), jobId!, { timeoutMs: 20_000 });
  expect(job.state, job.lastError ?? '').toBe('completed');
  return job.result as Record<string, unknown>;
}

beforeAll(async () => {
  app = await createTestApp({ isJobWorkerEnabled: false, refreshSchedule: 'off' });
  member = await app.signIn('member@creatorlens.test');
  fake = await startFakePlatformServer();
  chat = await startFakeTwitchChatServer({
    linesByChannel: { [FIXTURE_IDS.twitchLogin]: RECORDED_CHAT },
    refusedChannels: ['suspendedchannel'],
  });
  registry = createConnectorRegistry({ db: db(), encryptionKey: key, allowPrivateHosts: true, now: () => new Date(clock) });

  const [artist] = await db()
    .insert(schema.artist)
    .values({ slug: 'live-sample-artist', name: 'Live Sample Artist' })
    .returning({ id: schema.artist.id });
  const base = { artistId: artist!.id, platform: 'twitch' as const, source: 'test-fixture', followers: 84_213 };
  const rows = await db()
    .insert(schema.channel)
    .values([
      // Known by login only until the first sample teaches us its user id.
      { ...base, platformId: FIXTURE_IDS.twitchLogin, name: 'Nordlicht Sessions', handle: FIXTURE_IDS.twitchLogin },
      { ...base, platformId: 'KesselBotTV', name: 'Kessel Bot TV', handle: 'kesselbottv', extra: { twitchUserId: '600000001' } },
      { ...base, platformId: 'offline_watched', name: 'Offline Watched', handle: 'offline_watched' },
      { ...base, platformId: 'unwatched_live', name: 'Unwatched Live', handle: 'unwatched_live' },
    ])
    .returning({ id: schema.channel.id });
  [ids.lively, ids.botted, ids.offline, ids.unwatched] = rows.map((r) => r.id) as [string, string, string, string];

  // Nordlicht watches two channels and has the third on a campaign board (bot alerts go to watchlists' organisations).
  const organizationId = await organizationIdByName(app, 'Nordlicht Agency');
  const [watchlist] = await db()
    .insert(schema.watchlist)
    .values({ organizationId, name: 'Live watch' })
    .returning({ id: schema.watchlist.id });
  await db()
    .insert(schema.watchlistChannel)
    .values([ids.botted, ids.offline].map((channelId) => ({ watchlistId: watchlist!.id, channelId, organizationId })));
  const [campaign] = await db()
    .insert(schema.campaign)
    .values({ organizationId, name: 'Stream campaign' })
    .returning({ id: schema.campaign.id });
  await db().insert(schema.campaignChannel).values({ campaignId: campaign!.id, channelId: ids.lively, organizationId });

  live = fake.setTwitchLiveStreams([
    { userId: FIXTURE_IDS.twitchUserId, login: FIXTURE_IDS.twitchLogin, streamId: '40952121085', viewerCounts: LIVELY },
    // A viewbot holding its configured number, with nobody in chat.
    { userId: '600000001', login: 'kesselbottv', streamId: '40952199999', viewerCounts: Array(ROUNDS).fill(1_500) },
    { userId: '600000002', login: 'unwatched_live', streamId: '40952188888', viewerCounts: [900] },
  ])!;

  // On the app's registry, so the app's own worker runs this handler too (as it would in production).
  app.jobHandlers.register(
    JOB_QUEUES.twitchLive,
    createTwitchLiveHandler({
      connectors: registry,
      chat: createTwitchChatReader({ url: chat.url, windowMs: 1_000, joinIntervalMs: 50, joinTimeoutMs: 3_000 }),
      now: () => new Date(clock),
    }),
  );
  worker = await startJobWorker({
    db: db(),
    handlers: app.jobHandlers,
    workerId: 'twitch-live-test',
    pollMs: 50,
    queues: [JOB_QUEUES.twitchLive],
  });
});
afterAll(async () => {
  await worker.stop();
  await chat.close();
  await fake.close();
  await app.close();
});

describe('the twitch-live job', () => {
  it('does nothing while the Twitch connector is not configured', async () => {
    expect(await scheduleTwitchLiveSampling(db())).toEqual({ jobId: null });
    expect(await sampleLiveTwitchChannels({ db: db(), connectors: registry })).toEqual({ skipped: 'not_configured', watched: 3 });
    expect(live.queries).toEqual([]);
  });

  it('samples every watched live channel each round: one Helix call, viewers and chat per sample', async () => {
    await configureConnectorsForFakeServer(db(), key, fake);
    registry.invalidate();
    const results = [];
    for (let round = 0; round < ROUNDS; round += 1) results.push(await runRound());
    expect(results[0]).toMatchObject({ watched: 3, live: 2, sampled: 2, withChat: 2 });

    const lively = await samplesOf(ids.lively);
    expect(lively.map((s) => s.viewerCount)).toEqual(LIVELY);
    expect(lively[0]).toMatchObject({ streamId: '40952121085', chatMessages: 14, chatUniqueChatters: 9, sampleSeconds: 1 });
    expect(lively[1]!.sampledAt.getTime() - lively[0]!.sampledAt.getTime()).toBe(ROUND_MS);
    const botted = await samplesOf(ids.botted);
    expect(botted).toHaveLength(ROUNDS);
    expect(botted.every((s) => s.viewerCount === 1_500 && s.chatMessages === 0 && s.chatUniqueChatters === 0)).toBe(true);
    expect(await samplesOf(ids.offline)).toEqual([]);
    expect(await samplesOf(ids.unwatched)).toEqual([]);

    // One call per round with a full page size; the login is asked only until the user id is known.
    expect(live.queries).toHaveLength(ROUNDS);
    expect(live.queries.every((q) => q.first === '100')).toBe(true);
    expect(live.queries[0]).toEqual({
      userIds: ['600000001'],
      logins: expect.arrayContaining([FIXTURE_IDS.twitchLogin, 'offline_watched']),
      first: '100',
    });
    expect(live.queries[1]!.userIds.sort()).toEqual([FIXTURE_IDS.twitchUserId, '600000001']);
    const [channel] = await db().select({ extra: schema.channel.extra }).from(schema.channel).where(eq(schema.channel.id, ids.lively));
    expect(channel!.extra.twitchUserId).toBe(FIXTURE_IDS.twitchUserId);

    // Every Helix call reserved its quota unit (one token plus one call per round).
    const [usage] = await db().select().from(schema.connectorQuotaUsage).where(eq(schema.connectorQuotaUsage.connector, 'twitch'));
    expect(usage!.requests).toBe(ROUNDS + 1);

    // Anonymous chat: a justinfan nick, no password, answered PINGs, both live channels joined.
    expect(chat.received.some((line) => /^NICK justinfan\d+$/.test(line))).toBe(true);
    expect(chat.received.some((line) => line.startsWith('PASS'))).toBe(false);
    expect(chat.received).toContain('PONG :tmi.twitch.tv');
    expect(
      chat.received
        .filter((line) => line.startsWith('JOIN'))[0]!
        .split(/[ ,]/)
        .slice(1)
        .sort(),
    ).toEqual(['#kesselbottv', `#${FIXTURE_IDS.twitchLogin}`]);
  });

  it('raises the flat-curve and chat signals for the viewbotted stream, with evidence, on the artist page', async () => {
    const botted = await signalsOf(ids.botted);
    expect(botted.find((s) => s.kind === 'flat_viewer_curve')).toMatchObject({
      severity: 'warning',
      value: 0,
      evidence: expect.objectContaining({
        pattern: 'constant',
        samples: ROUNDS,
        coefficientOfVariation: 0,
        r2: null,
        averageViewers: 1_500,
        streamId: '40952199999',
      }),
    });
    expect(botted.find((s) => s.kind === 'chat_activity')).toMatchObject({
      severity: 'critical',
      value: 0,
      evidence: expect.objectContaining({
        chattersPer100Viewers: 0,
        averageViewers: 1_500,
        averageChatters: 0,
        samples: ROUNDS,
        windowSeconds: 1,
      }),
    });
    const [channel] = await db().select({ botRisk: schema.channel.botRisk }).from(schema.channel).where(eq(schema.channel.id, ids.botted));
    expect(channel!.botRisk).toBe('high');
    const alerts = await db()
      .select({ data: schema.notificationMessage.data })
      .from(schema.notificationMessage)
      .where(eq(schema.notificationMessage.workflowKey, 'bot-alert'));
    expect(alerts.some((a) => a.data.channelId === ids.botted)).toBe(true);

    // The lively stream is checked and clean: no flat curve, no quiet chat, and no "not checked" either.
    const lively = await signalsOf(ids.lively);
    expect(lively.filter((s) => s.kind === 'flat_viewer_curve' || s.kind === 'chat_activity')).toEqual([]);

    const page = await app.query(member, 'intelligence.getChannelIntelligence', { channelId: ids.botted });
    expect(page.status).toBe(200);
    expect(page.data.botRisk).toBe('high');
    expect(page.data.signals.find((s) => s.kind === 'flat_viewer_curve')!.evidence.viewerCounts).toEqual(Array(ROUNDS).fill(1_500));
    expect(page.data.signals.find((s) => s.kind === 'chat_activity')!.severity).toBe('critical');
  });

  it('says "not checked" for a watched channel that was never sampled', async () => {
    // The job scores the channels it sampled; every other channel is scored by the intelligence job.
    await refreshIntelligence(db(), { channelIds: [ids.offline], notify: false });
    const after = await signalsOf(ids.offline);
    expect(after.find((s) => s.kind === 'flat_viewer_curve')!.evidence).toMatchObject({
      available: false,
      missing: ['streamSamples'],
      samples: 0,
    });
    expect(after.find((s) => s.kind === 'chat_activity')!.evidence).toMatchObject({ available: false, missing: ['chatSamples'] });
  });

  it('stops at the configured daily quota: the round is skipped and nothing is sampled', async () => {
    const [usage] = await db().select().from(schema.connectorQuotaUsage).where(eq(schema.connectorQuotaUsage.connector, 'twitch'));
    await configureConnectorsForFakeServer(db(), key, fake, { dailyQuota: { twitch: usage!.unitsUsed } });
    registry.invalidate();
    const before = live.queries.length;
    expect(await runRound()).toMatchObject({ skipped: 'quota_exhausted' });
    expect(live.queries).toHaveLength(before);
    expect(await samplesOf(ids.botted)).toHaveLength(ROUNDS);
    await configureConnectorsForFakeServer(db(), key, fake);
    registry.invalidate();
  });

  it('asks Helix for at most 100 channels per call', async () => {
    const organizationId = await organizationIdByName(app, 'Nordlicht Agency');
    const [artist] = await db()
      .insert(schema.artist)
      .values({ slug: 'many-streamers', name: 'Many Streamers' })
      .returning({ id: schema.artist.id });
    const many = await db()
      .insert(schema.channel)
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          artistId: artist!.id,
          platform: 'twitch' as const,
          source: 'test-fixture',
          platformId: `streamer_${i}`,
          name: `Streamer ${i}`,
          handle: `streamer_${i}`,
        })),
      )
      .returning({ id: schema.channel.id });
    const [watchlist] = await db().insert(schema.watchlist).values({ organizationId, name: 'Many' }).returning({ id: schema.watchlist.id });
    await db()
      .insert(schema.watchlistChannel)
      .values(many.map((c) => ({ watchlistId: watchlist!.id, channelId: c.id, organizationId })));
    const before = live.queries.length;
    expect(await runRound()).toMatchObject({ watched: 153, live: 2, sampled: 2 });
    const calls = live.queries.slice(before);
    expect(calls.map((q) => q.userIds.length + q.logins.length)).toEqual([100, 53]);
  });
});

describe('the chat reader', () => {
  it('counts messages and distinct chatters per channel and leaves refused channels out', async () => {
    const reader = createTwitchChatReader({ url: chat.url, windowMs: 500, joinTimeoutMs: 2_000 });
    const activity = await reader.measure([FIXTURE_IDS.twitchLogin, 'SuspendedChannel'], {});
    expect([...activity.keys()]).toEqual([FIXTURE_IDS.twitchLogin]);
    expect(activity.get(FIXTURE_IDS.twitchLogin)).toMatchObject({ messages: 14, uniqueChatters: 9 });
  });

  it('gives up quietly when chat cannot be reached', async () => {
    const reader = createTwitchChatReader({ url: 'ws://127.0.0.1:9', windowMs: 200, connectTimeoutMs: 1_000 });
    expect(await reader.measure(['somebody'], {})).toEqual(new Map());
  });
});
