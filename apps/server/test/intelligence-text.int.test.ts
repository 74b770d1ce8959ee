import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '@creatorlens/core/errors';
import { analyzePosts, classifyAudiences } from '@creatorlens/core/intelligence';
import { schema } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { runAnalyze } from '../src/cli/analyze-command.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { selectRows } from '@creatorlens/db/sql-result';

let app: TestApp;
let artistId: string;
let instagramId: string;
let youtubeId: string;
const postIds: Record<string, string> = {};
const NOW = new Date('2026-06-01T00:00:00Z');

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(app.db(), query);

async function addPost(
  channelId: string,
  platform: 'instagram' | 'youtube',
  key: string,
  caption: string,
  publishedAt: string,
  hashtags: string[] = [],
) {
  const [row] = await app
    .db()
    .insert(schema.post)
    .values({
      channelId,
      platform,
      platformPostId: `intel-text-${key}`,
      type: platform === 'youtube' ? 'video' : 'image',
      title: platform === 'youtube' ? `Video ${key}` : null,
      caption,
      hashtags,
      publishedAt: new Date(publishedAt),
      source: 'test',
    })
    .returning({ id: schema.post.id });
  postIds[key] = row!.id;
}

beforeAll(async () => {
  app = await createTestApp();
  const fixture = await insertFixtureArtist(app.db(), {
    slug: 'intel-text-artist',
    name: 'Nico Fit',
    channels: [
      { platform: 'instagram', handle: 'nico.fit', followers: 50_000 },
      { platform: 'youtube', handle: 'NicoFitTV', followers: 90_000 },
    ],
    postsPerChannel: 0,
  });
  artistId = fixture.artistId;
  [instagramId, youtubeId] = fixture.channelIds as [string, string];
  const [prozis] = await app
    .db()
    .insert(schema.brand)
    .values({ slug: 'prozis', name: 'Prozis', branch: 'fitness' })
    .returning({ id: schema.brand.id });
  // A curated coupon that the extractor will find again: it must be refreshed, not duplicated.
  await app
    .db()
    .insert(schema.coupon)
    .values({ code: 'NICO', discount: '10 %', discountPercent: 10, brandId: prozis!.id, artistId, origin: 'seed' });
  await addPost(
    youtubeId,
    'youtube',
    'de-sponsored',
    'Werbung | Spare jetzt 10% mit dem Code NICO bei Prozis https://prozis.com/2ZL8',
    '2026-05-01T10:00:00Z',
  );
  await addPost(
    youtubeId,
    'youtube',
    'de-undisclosed',
    'Mein Setup! Mit dem Code NICO20 gibt es 20 % Rabatt bei Fitmart https://www.fitmart.de/?ref=nico',
    '2024-01-10T10:00:00Z',
  );
  await addPost(
    instagramId,
    'instagram',
    'de-giveaway',
    'GEWINNSPIEL 🎉 Wir verlosen 3 Pakete! Markiere einen Freund. Teilnahmebedingungen in der Bio',
    '2026-05-02T10:00:00Z',
    ['gewinnspiel'],
  );
  await addPost(instagramId, 'instagram', 'en-ad', 'Morning fuel from @prozis_de, use code NICOFIT for 15% off', '2026-05-03T10:00:00Z', [
    'ad',
  ]);
  await addPost(instagramId, 'instagram', 'en-plain', 'Sunday at the lake with @anna 🌞 no code, not sponsored', '2026-05-04T10:00:00Z');
});
afterAll(() => app.close());

describe('analyzePosts', () => {
  it('writes post_analysis, post_brand links and extracted coupons for German and English posts', async () => {
    const result = await analyzePosts({ db: app.db() }, { channelIds: [instagramId, youtubeId] }, NOW);
    // Sponsored is strict: a disclosure, or a brand with a code (de-undisclosed: sponsored, and flagged as undisclosed).
    expect(result).toEqual({ analysed: 5, sponsored: 3, giveaways: 1, undisclosed: 1, coupons: 3 });

    const analyses = await rows<{
      post_id: string;
      is_sponsored: boolean;
      disclosure_markers: string[];
      is_giveaway: boolean;
      is_undisclosed_ad: boolean;
      links: { kind: string }[];
      brand_mentions: string[];
    }>(
      sql`select * from post_analysis where post_id in (select id from post where channel_id in (${instagramId}::uuid, ${youtubeId}::uuid))`,
    );
    const of = (key: string) => analyses.find((a) => a.post_id === postIds[key])!;
    // disclosure_markers holds the evidence users are shown: the disclosure and the brand + code line.
    expect(of('de-sponsored')).toMatchObject({
      is_sponsored: true,
      disclosure_markers: ['Werbung', 'NICO (Prozis)'],
      is_undisclosed_ad: false,
      brand_mentions: ['Prozis'],
    });
    expect(of('de-undisclosed')).toMatchObject({
      is_sponsored: true,
      disclosure_markers: ['NICO20 (Fitmart)'],
      is_undisclosed_ad: true,
      links: [{ kind: 'referral' }],
    });
    expect(of('de-giveaway')).toMatchObject({ is_giveaway: true, is_sponsored: false });
    expect(of('en-ad')).toMatchObject({ is_sponsored: true, disclosure_markers: ['#ad', 'NICOFIT (Prozis)'], brand_mentions: ['Prozis'] });
    expect(of('en-plain')).toMatchObject({ is_sponsored: false, is_giveaway: false, is_undisclosed_ad: false, brand_mentions: ['@anna'] });

    const links = await rows<{ post_id: string; slug: string; kind: string }>(
      sql`select pb.post_id, b.slug, pb.kind from post_brand pb join brand b on b.id = pb.brand_id where pb.post_id in (select id from post where channel_id in (${instagramId}::uuid, ${youtubeId}::uuid)) order by b.slug`,
    );
    expect(links).toEqual(
      expect.arrayContaining([
        { post_id: postIds['de-sponsored'], slug: 'prozis', kind: 'coupon' },
        { post_id: postIds['de-undisclosed'], slug: 'fitmart', kind: 'coupon' },
        { post_id: postIds['en-ad'], slug: 'prozis', kind: 'coupon' },
      ]),
    );
  });

  it('stores each code once, keeps the curated row and creates the brand a code names', async () => {
    const coupons = await rows<{
      code: string;
      origin: string;
      slug: string | null;
      source_post_id: string | null;
      last_seen_at: Date | string | null;
      discount_percent: number | null;
    }>(
      sql`select c.code, c.origin, b.slug, c.source_post_id, c.last_seen_at, c.discount_percent from coupon c left join brand b on b.id = c.brand_id where c.artist_id = ${artistId}::uuid order by c.code`,
    );
    expect(coupons.map((c) => [c.code, c.origin, c.slug, c.discount_percent])).toEqual([
      ['NICO', 'seed', 'prozis', 10],
      ['NICO20', 'extracted', 'fitmart', 20],
      ['NICOFIT', 'extracted', 'prozis', 15],
    ]);
    expect(new Date(coupons[0]!.last_seen_at!).toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(coupons[1]!.source_post_id).toBe(postIds['de-undisclosed']);
  });

  it('expires extracted codes not seen for 180 days, and revives them when a new post carries them', async () => {
    const validUntil = async (code: string) =>
      (
        await rows<{ valid_until: string | null }>(
          sql`select valid_until from coupon where code = ${code} and artist_id = ${artistId}::uuid`,
        )
      )[0]!.valid_until;
    expect(new Date((await validUntil('NICO20'))!).toISOString()).toBe('2024-07-08T10:00:00.000Z');
    expect(await validUntil('NICOFIT')).toBeNull();
    await addPost(
      youtubeId,
      'youtube',
      'de-again',
      'Wieder da: mit dem Code NICO20 gibt es 20 % Rabatt bei Fitmart #werbung',
      '2026-05-20T10:00:00Z',
    );
    await analyzePosts({ db: app.db() }, { postIds: [postIds['de-again']!] }, NOW);
    expect(await validUntil('NICO20')).toBeNull();
  });

  it('is idempotent: a rerun changes no counts and duplicates nothing', async () => {
    const count = async () =>
      (
        await rows<{ analyses: number; links: number; coupons: number; brands: number }>(sql`
      select (select count(*)::int from post_analysis) as analyses, (select count(*)::int from post_brand) as links,
             (select count(*)::int from coupon) as coupons, (select count(*)::int from brand) as brands`)
      )[0];
    const before = await count();
    const result = await analyzePosts({ db: app.db() }, { channelIds: [instagramId, youtubeId] }, NOW);
    expect(result).toEqual({ analysed: 6, sponsored: 4, giveaways: 1, undisclosed: 1, coupons: 4 });
    expect(await count()).toEqual(before);
  });

  it('rejects ids that are not uuids with a validation error and accepts empty lists', async () => {
    await expect(analyzePosts({ db: app.db() }, { postIds: ['nope'] })).rejects.toThrow(AppError);
    await expect(analyzePosts({ db: app.db() }, { channelIds: [] })).resolves.toMatchObject({ analysed: 0 });
  });
});

describe('classifyAudiences', () => {
  const person = {
    fullName: 'Anna Müller',
    bio: 'Zürich · Kaffee · Berge',
    followers: 640,
    following: 410,
    posts: 212,
    hasProfilePic: true,
    isPrivate: false,
  };
  beforeAll(async () => {
    await app
      .db()
      .insert(schema.audienceSampleAccount)
      .values([
        { channelId: instagramId, username: 'anna.mueller', ...person },
        { channelId: instagramId, username: 'lea_in_bern', ...person, fullName: 'Lea', followers: 320 },
        {
          channelId: instagramId,
          username: 'user83920174',
          fullName: '',
          bio: '',
          followers: 3,
          following: 1890,
          posts: 0,
          hasProfilePic: false,
          isPrivate: false,
        },
        { channelId: instagramId, username: 'anna.travels', ...person, followers: 48_000, following: 350, externalUrl: 'https://anna.ch' },
        {
          channelId: instagramId,
          username: 'follows.everyone',
          ...person,
          followers: 2_400,
          following: 2_100,
          posts: 900,
          externalUrl: 'https://x.ch',
        },
      ]);
  });

  it('classifies the sample and writes the audience shares and credibility', async () => {
    expect(await classifyAudiences({ db: app.db() }, { channelIds: [instagramId] })).toEqual({ channels: 1, accounts: 5 });
    const [audience] = await rows<{ type_shares: Record<string, number>; credibility: number; sample_size: number }>(
      sql`select type_shares, credibility, sample_size from channel_audience where channel_id = ${instagramId}::uuid and source = 'sample'`,
    );
    expect(audience).toEqual({
      type_shares: { real: 0.4, suspicious: 0.2, massFollower: 0.2, influencer: 0.2, notEnoughData: 0 },
      credibility: 0.6,
      sample_size: 5,
    });
    const accounts = await rows<{ username: string; account_type: string; fake_probability: number }>(
      sql`select username, account_type, fake_probability from audience_sample_account where channel_id = ${instagramId}::uuid order by username`,
    );
    expect(accounts.map((a) => [a.username, a.account_type])).toEqual([
      ['anna.mueller', 'real'],
      ['anna.travels', 'influencer'],
      ['follows.everyone', 'mass_follower'],
      ['lea_in_bern', 'real'],
      ['user83920174', 'suspicious'],
    ]);
    expect(accounts.find((a) => a.username === 'user83920174')!.fake_probability).toBeGreaterThan(0.9);
  });

  it('is idempotent, skips channels without a sample and rejects bad ids', async () => {
    expect(await classifyAudiences({ db: app.db() }, { channelIds: [instagramId, youtubeId] })).toEqual({ channels: 1, accounts: 5 });
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from channel_audience where channel_id = ${instagramId}::uuid`);
    expect(count!.n).toBe(1);
    await expect(classifyAudiences({ db: app.db() }, { channelIds: ['nope'] })).rejects.toThrow(AppError);
  });
});

describe('npm run analyze (CLI)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'analyze-cli-'));
    // Quoted fields with commas and a line break, a missing column (bio) and an empty value, as real exports have.
    await writeFile(
      join(dir, 'accounts.csv'),
      'username,full_name,followers,following,posts,has_profile_pic,is_private,external_url\nuser83920174,,3,1890,0,false,false,\nanna.mueller,"Müller, Anna",640,410,212,true,false,\nanna.travels,Anna,"48,000",350,212,TRUE,FALSE,https://anna.ch\n',
    );
    await writeFile(
      join(dir, 'posts.json'),
      JSON.stringify([
        { text: 'Werbung | Spare jetzt 10% mit dem Code NICO bei Prozis' },
        { text: 'GIVEAWAY! Tag a friend to enter' },
        { id: 3 },
      ]),
    );
    await writeFile(join(dir, 'posts.csv'), 'id,text\n1,"Use code MOLLY for 10% off, #ad\nat Squarespace"\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = async (args: string[]) => {
    const out: string[] = [];
    const errors: string[] = [];
    const code = await runAnalyze(
      args,
      (l) => out.push(l),
      (l) => errors.push(l),
    );
    return { code, rows: out.map((l) => JSON.parse(l) as Record<string, unknown>), errors };
  };

  it('classifies accounts from a CSV, one JSON line per row', async () => {
    const { code, rows: lines } = await run(['accounts', join(dir, 'accounts.csv')]);
    expect(code).toBe(0);
    expect(lines.map((l) => [l.username, l.type])).toEqual([
      ['user83920174', 'suspicious'],
      ['anna.mueller', 'real'],
      ['anna.travels', 'influencer'],
    ]);
    for (const line of lines) expect(line.fake_probability).toEqual(expect.any(Number));
  });

  it('gives no probability for an account without its counts, and names what is missing', async () => {
    await writeFile(join(dir, 'bare-accounts.csv'), 'username,full_name\nquiet.reader,Quiet Reader\n');
    const { code, rows: lines } = await run(['accounts', join(dir, 'bare-accounts.csv')]);
    expect(code).toBe(0);
    expect(lines[0]).toMatchObject({ username: 'quiet.reader', type: 'not_enough_data', fake_probability: null });
    expect(lines[0]!.missing_fields).toEqual(expect.arrayContaining(['followers', 'following']));
  });

  it('analyses posts from a JSON array and a CSV with the documented fields', async () => {
    const json = await run(['posts', join(dir, 'posts.json')]);
    expect(json.rows).toEqual([
      {
        is_sponsored: true,
        sponsor_evidence: ['Werbung', 'NICO (Prozis)'],
        sponsors: ['Prozis'],
        is_promotional: expect.any(Boolean),
        promotion_probability: expect.any(Number),
        is_giveaway: false,
        coupons: [{ code: 'NICO', discount: '10 %', brand: 'Prozis' }],
        brands: ['Prozis'],
        is_undisclosed_ad: false,
      },
      expect.objectContaining({ is_sponsored: false, sponsor_evidence: [], is_giveaway: true, coupons: [], brands: [] }),
      expect.objectContaining({ is_sponsored: false, is_giveaway: false, coupons: [], brands: [] }),
    ]);
    const csv = await run(['posts', join(dir, 'posts.csv')]);
    expect(csv.rows).toEqual([
      expect.objectContaining({
        is_sponsored: true,
        sponsor_evidence: ['#ad', 'MOLLY (Squarespace)'],
        coupons: [{ code: 'MOLLY', discount: '10 %', brand: 'Squarespace' }],
        brands: ['Squarespace'],
      }),
    ]);
  });

  it('reads the platform and channel columns: the promotional model only on captions, own handles never brands', async () => {
    await writeFile(
      join(dir, 'platforms.csv'),
      [
        'text,Platform,channel',
        '"New merch out now! Shop the link in bio, 20% off this weekend only @nicofit.store",instagram,Nico Fit',
        '"New merch out now! Shop the link in bio, 20% off this weekend only @nicofit.store",youtube,Nico Fit',
      ].join('\n'),
    );
    const { rows: lines } = await run(['posts', join(dir, 'platforms.csv')]);
    expect(lines.map((l) => [l.is_sponsored, l.is_promotional, l.brands])).toEqual([
      [false, true, []],
      [false, false, []],
    ]);
  });

  it('reports accounts of other platforms as not supported instead of classifying them', async () => {
    await writeFile(
      join(dir, 'accounts-platforms.csv'),
      'username,followers,following,posts,platform\nanna.mueller,640,410,212,Instagram\nstreamer42,3,1890,0,twitch\n',
    );
    const { rows: lines } = await run(['accounts', join(dir, 'accounts-platforms.csv')]);
    expect(lines[0]).toMatchObject({ username: 'anna.mueller', fake_probability: expect.any(Number) });
    expect(lines[1]).toMatchObject({ username: 'streamer42', type: 'not_supported', fake_probability: null, platform: 'twitch' });
  });

  it('answers bad usage and unreadable files with exit code 2 and a message', async () => {
    expect(await run(['accounts'])).toMatchObject({ code: 2, rows: [], errors: [expect.stringContaining('usage')] });
    expect(await run(['posts', join(dir, 'missing.csv')])).toMatchObject({ code: 2, errors: [expect.stringContaining('cannot read')] });
  });

  it('runs as a script from the command line', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/analyze.ts', 'accounts', join(dir, 'accounts.csv')],
      { cwd: join(import.meta.dirname, '../../..') },
    );
    expect(stdout.trim().split('\n')).toHaveLength(3);
    // A fresh node process loads tsx and all of core: seconds normally, far more on a loaded 2-core machine.
  }, 120_000);
});
