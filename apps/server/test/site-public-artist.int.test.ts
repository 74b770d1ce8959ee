import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

const CHANNEL_KEYS = [
  'avatarUrl',
  'averageViewers',
  'averageViews',
  'dataAsOf',
  'engagementRate',
  'followerSeries',
  'followers',
  'followers30dGain',
  'followers30dGrowth',
  'handle',
  'name',
  'peakViewers',
  'platform',
  'postsSource',
  'postsUpTo',
  'source',
  'topPosts',
  'url',
];
// A minimal build: the server fills head tags and #root into whatever index.html the web build wrote.
const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Creatorlens</title></head><body><div id="root"></div></body></html>';

let app: TestApp;
let webDist: string;
const dailySlug = 'growth-and-co';

const getArtist = (slug: string, cookie: string | null = null) => app.query(cookie, 'site.getPublicArtist', { slug });
const page = (url: string) => app.server.inject({ method: 'GET', url });

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'site-public-artist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  app = await createTestApp({ webDistDir: webDist });
  // Known data: a YouTube channel with 120 days of daily snapshots and 5 posts, a Twitch channel with viewer figures
  // (and a stored engagement rate and bot risk that must not leak to visitors) observed years earlier, and a YouTube
  // channel known only by its name (no handle).
  const { channelIds } = await insertFixtureArtist(app.db(), {
    slug: dailySlug,
    name: 'Growth & Co',
    postsPerChannel: 5,
    channels: [
      { platform: 'youtube', handle: 'growthtube', followers: 250_000 },
      { platform: 'twitch', handle: 'growth_live', followers: 40_000 },
      { platform: 'youtube', handle: '', followers: 9_000 },
    ],
  });
  const [youtubeId, twitchId] = channelIds as [string, string, string];
  const snapshots = Array.from({ length: 120 }, (_, index) => ({
    channelId: youtubeId,
    day: new Date(Date.UTC(2025, 8, 3 + index)).toISOString().slice(0, 10),
    followers: 200_000 + index * 400,
    source: 'test-fixture',
  }));
  await app.db().insert(schema.channelSnapshot).values(snapshots);
  await app
    .db()
    .update(schema.channel)
    .set({
      followers30dGain: 12_000,
      engagementRate: 0.041,
      botRisk: 'high',
      channelType: 'creator',
      dataAsOf: new Date('2025-12-31T00:00:00Z'),
      source: 'youtube-global-2023',
    })
    .where(eq(schema.channel.id, youtubeId));
  await app
    .db()
    .update(schema.channel)
    .set({
      engagementRate: 0.05,
      extra: { averageViewers: 1_234, peakViewers: 5_678 },
      dataAsOf: new Date('2020-09-01T00:00:00Z'),
      source: 'twitch-top1000',
    })
    .where(eq(schema.channel.id, twitchId));
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('site.getPublicArtist', () => {
  it('answers anonymous visitors with public figures, a thinned 90-day series and at most 3 top posts', async () => {
    const answer = await getArtist(dailySlug);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.data).sort()).toEqual(['artist', 'channels', 'observedFrom', 'observedTo']);
    expect(Object.keys(answer.data.artist).sort()).toEqual(['country', 'image', 'name', 'slug']);
    expect(answer.data.artist.slug).toBe(dailySlug);
    // Channels observed years apart: the artist's figures span those days instead of one as-of date.
    expect(answer.data.observedFrom).toBe(Date.parse('2020-09-01T00:00:00Z'));
    expect(answer.data.observedTo).toBe(Date.parse('2026-01-01T00:00:00Z'));
    const channel = answer.data.channels.find((candidate) => candidate.followerSeries.length > 1)!;
    expect(Object.keys(channel).sort()).toEqual(CHANNEL_KEYS);
    expect(channel.platform).toBe('youtube');
    expect(channel).toMatchObject({
      followers: 250_000,
      followers30dGain: 12_000,
      engagementRate: 0.041,
      url: 'https://www.youtube.com/@growthtube',
    });
    // 90 of the 120 days, thinned to 30 points that keep the first and the newest day.
    expect(channel.followerSeries).toHaveLength(30);
    expect(channel.followerSeries.at(-1)).toEqual({ day: '2025-12-31', followers: 200_000 + 119 * 400, source: 'test-fixture' });
    expect(channel).toMatchObject({ dataAsOf: Date.parse('2025-12-31T00:00:00Z'), source: 'youtube-global-2023' });
    // The posts carry their own date (the fixture's newest post is from 5 Jan 2026, after the figures' day).
    expect(channel).toMatchObject({ postsUpTo: Date.UTC(2026, 0, 5), postsSource: 'test-fixture' });
    expect(channel.followerSeries[0]!.day).toBe('2025-10-03');
    const days = channel.followerSeries.map((point) => point.day);
    expect([...days].sort()).toEqual(days);
    const spanDays = (Date.parse(days.at(-1)!) - Date.parse(days[0]!)) / 86_400_000;
    expect(spanDays).toBeLessThan(90);
    // Best by views: the fixture's posts have 1000 x (index + 1) views.
    expect(channel.topPosts.map((post) => post.title)).toEqual(['Growth & Co post 4', 'Growth & Co post 3', 'Growth & Co post 2']);
  });

  it('carries nothing organisation-owned or paid, for visitors and members alike', async () => {
    const member = await app.signIn('member@creatorlens.test');
    const [anonymous, signedIn] = await Promise.all([getArtist(dailySlug), getArtist(dailySlug, member)]);
    expect(signedIn.data).toEqual(anonymous.data);
    const text = JSON.stringify(anonymous.data);
    for (const hidden of [
      '"id"',
      'botRisk',
      'channelType',
      'audience',
      'benchmark',
      'crm',
      'comment',
      'campaign',
      'watchlist',
      'tag"',
      'organization',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('gives Twitch channels viewers instead of an engagement rate', async () => {
    const answer = await getArtist(dailySlug);
    const twitch = answer.data.channels.find((channel) => channel.platform === 'twitch')!;
    expect(twitch.engagementRate).toBeNull();
    expect(twitch).toMatchObject({
      averageViewers: 1_234,
      peakViewers: 5_678,
      followerSeries: [],
      url: 'https://www.twitch.tv/growth_live',
    });
  });

  it('links no profile for a channel without a handle', async () => {
    const answer = await getArtist(dailySlug);
    const nameless = answer.data.channels.find((channel) => channel.handle === '')!;
    expect(nameless).toMatchObject({ platform: 'youtube', url: null });
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const missing = await getArtist('no-artist-is-called-this');
    expect(missing.status).toBe(404);
    expect(missing.error?.data.appCode).toBe('NOT_FOUND');
    for (const bad of ['', 'bad slug!', '../admin', 'x'.repeat(121), 42]) {
      const answer = await app.queryUnchecked(null, 'site.getPublicArtist', { slug: bad });
      expect(answer.status, String(bad)).toBe(400);
    }
    expect((await app.queryUnchecked(null, 'site.getPublicArtist', { slug: dailySlug, extra: 1 })).status).toBe(400);
  });
});

describe('artist pages for crawlers', () => {
  it('sends real HTML at first byte: title, description with follower counts, canonical, hreflang and Open Graph', async () => {
    const { data } = await getArtist(dailySlug);
    const english = await page(`/${dailySlug}?lang=en`);
    expect(english.statusCode).toBe(200);
    const name = data.artist.name as string;
    const escapedName = name
      .replace(/&/g, '&amp;')
      .replace(/'/g, '&#39;')
      .replace(/"/g, '&quot;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;');
    expect(english.body).toContain(`<title>${escapedName} – `);
    expect(english.body).toMatch(/<title>[^<]* statistics<\/title>/);
    expect(english.body).toMatch(/<meta name="description" content="[^"]*followers on (YouTube|Instagram|TikTok|Twitch)/);
    expect(english.body).toContain(`<link rel="canonical" href="http://localhost:3000/${dailySlug}?lang=en" />`);
    expect(english.body).toContain(`hreflang="de" href="http://localhost:3000/${dailySlug}?lang=de"`);
    expect(english.body).toContain(`hreflang="en" href="http://localhost:3000/${dailySlug}?lang=en"`);
    expect(english.body).toContain('<meta property="og:type" content="profile" />');
    expect(english.body).toContain(`<h1>${escapedName}</h1>`);
    expect(english.body).toContain('Sign up free to see audience quality, bot risk and benchmarks');
    // Each channel's figures with their own day and source label; no lone "@" for the channel without a handle.
    expect(english.body).toContain('Followers observed Sep 1, 2020 · source: Top 1000 Twitch streamers (2019–2020)');
    expect(english.body).toContain('Followers observed Dec 31, 2025 · source: Global YouTube statistics (2023)');
    expect(english.body).toMatch(/Figures observed Sep 1, 2020\s–\sJan 1, 2026/);
    expect(english.body).not.toContain('(@)');
    expect(english.body).not.toMatch(/updated daily/i);

    const german = await page(`/${dailySlug}?lang=de`);
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toMatch(/<title>[^<]* – Statistiken zu [^<]*<\/title>/);
    expect(german.body).toContain('Follower auf');
    expect(german.body).toContain('Follower erfasst am 01.09.2020 · Quelle: Top 1000 Twitch-Streamer (2019–2020)');
  });

  it('answers an unknown slug with 404 and the not-found page, and never reads app routes as artists', async () => {
    const missing = await page('/no-artist-is-called-this?lang=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('Page not found');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    for (const appPath of ['/discovery', '/campaign', '/workspace', '/watchlist', '/account', '/not-allowed', '/sign-in']) {
      const response = await page(appPath);
      expect(response.statusCode, appPath).toBe(200);
      expect(response.body, appPath).not.toContain('og:type" content="profile"');
      expect(response.body, appPath).not.toContain('Page not found');
    }
  });

  it('answers HEAD for pages like GET, and a missing file with 404 instead of the app', async () => {
    const head = await app.server.inject({ method: 'HEAD', url: `/${dailySlug}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expect((await app.server.inject({ method: 'HEAD', url: '/no-such-artist-here' })).statusCode).toBe(404);
    for (const url of ['/assets/index-OLDHASH.js', '/assets/old.css', '/screenshots/missing.webp', '/favicon-old.svg']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('lists artist pages in sitemap.xml with both languages', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/${dailySlug}?lang=de</loc>`);
    expect(sitemap.body).toContain('/fixture-artist?lang=en</loc>');
    expect(sitemap.body).not.toMatch(/localhost:3000\/(discovery|campaign|workspace)\?lang=/);
  });
});
