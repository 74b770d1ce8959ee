import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupArtists } from '../src/seed/artists.ts';
import { snapshots, summarise } from '../src/seed/finalize.ts';
import { SeedModel, type ChannelDraft } from '../src/seed/model.ts';
import { loadInbeatDach } from '../src/seed/sources/inbeat-dach.ts';
import { loadTwitchDe2022 } from '../src/seed/sources/twitch-de-2022.ts';
import { loadTwitch } from '../src/seed/sources/twitch.ts';
import { loadYoutubeSwiss, YEARLY_SOURCE } from '../src/seed/sources/youtube-swiss.ts';

/** Small seed folders in the layout of packages/db/seed-data, read by the three German-speaking readers. */
const FILES: Record<string, string> = {
  'instagram-tiktok-dach-inbeat/inbeat_dach_profiles_2024-10.csv': [
    'platform,country,city,niche,username,fullname,verified,hashtags,bio',
    'instagram,austria,,fitness,fitanna,Anna Fit,True,"#fitness, #werbung","Mama von 2 Jungs, Rezepte für jeden Tag. Kontakt: anna@example.at"',
    'instagram,germany,hamburg,food,fitanna,Anna Fit,True,"#fitness",ignored second page',
    'instagram,switzerland,,travel,charles_nguela,Charles Nguela,False,,Comedian',
    'tiktok,germany,,dancers,dancefloor,Dance Floor,False,,Dancing every day with my friends and you',
  ].join('\n'),
  'instagram-tiktok-dach-inbeat/inbeat_dach_follower_history.csv': [
    'commit_date,platform,username,country,city,niche,followers,engagement,verified',
    '2020-04-19,instagram,fitanna,germany,,fitness,1000,503,False',
    '2023-01-12,instagram,fitanna,austria,,fitness,1500,420,True',
    '2020-06-03,instagram,charles_nguela,switzerland,,comedians,20000,300,False',
    '2020-11-25,tiktok,dancefloor,germany,,dancers,5000,1200,False',
    '2020-11-25,instagram,gonebyforty,austria,,yoga,800,250,False',
    '2023-01-12,instagram,gonebyforty,germany,berlin,yoga,900,260,False',
  ].join('\n'),
  'youtube-swiss-creators-2019-2021/categories.csv': [
    'cat_id,name_de,name_en,kind,channels',
    '6,Entertainment / Comedy,Entertainment / Comedy,topic,155',
    '11,Mit Twitch Kanal,Has a Twitch channel,feature,62',
    '20,Aus Kanton ZH,From canton ZH,canton,67',
  ].join('\n'),
  'youtube-swiss-creators-2019-2021/channels_2021-01-01.csv': [
    'c_id,inactive,c_name,lang,catids,id_instagram,id_twitch,link_youtube,c_desc,c_publishdate,subs_2015,subs_2016,subs_2017,subs_2018,subs_2019,subs_2020,subs_2021,views_2015,views_2016,views_2017,views_2018,views_2019,views_2020,views_2021,videos_2021,video_last_id,video_last_title,video_last_views,video_last_date',
    'UCaaaaaaaaaaaaaaaaaaaaaa,0,Charles Nguela,ch,-6-11-20-,charles_nguela,zockerzh,https://www.youtube.com/CharlesNguela,Comedy us Züri<br />Mail: info@example.ch,01.03.2016,0,100,300,900,2000,3000,3100,0,1000,3000,9000,20000,30000,31000,120,vid00000001,Neus Video,500,2020-12-30T18:00:00+00:00',
    'UCbbbbbbbbbbbbbbbbbbbbbb,1,Old Channel,CH,-20-,nobody_here,,,,10.10.2014,5,10,20,30,40,50,,100,200,300,400,500,600,,,,,,',
  ].join('\n'),
  'youtube-swiss-creators-2019-2021/subscriber_history_2019-2021.csv': [
    'day,channel_id,subscribers,views',
    '2019-01-05,UCaaaaaaaaaaaaaaaaaaaaaa,,9500',
    '2019-06-01,UCaaaaaaaaaaaaaaaaaaaaaa,1500,15000',
    '2020-06-01,UCaaaaaaaaaaaaaaaaaaaaaa,0,25000',
    '2020-12-31,UCaaaaaaaaaaaaaaaaaaaaaa,3000,30000',
    '2020-03-01,UCbbbbbbbbbbbbbbbbbbbbbb,45,550',
  ].join('\n'),
  'twitch-de-2022/watchHours.csv': [
    'Rank,Channel,Watch time,Stream time,Peak viewers,Average viewers,Followers,Followers gained,Partnered,Mature,Language,Channel name',
    '30,MontanaBlack88,100000,2000,50000,20000,4768977,491490,TRUE,TRUE,German,MontanaBlack88',
  ].join('\n'),
  'twitch-de-2022/twitch_data.csv': [
    'id,user_id,user_login,user_name,title,viewer_count,started_at,language,is_mature,follow_count,total_views',
    '111,9001,zockerzh,ZockerZH,Chillig zocken mit euch | #Werbung Creator Code: ZH,40,2022-03-31T12:00:00Z,de,FALSE,750,10000',
    '111,9001,zockerzh,ZockerZH,Chillig zocken mit euch | #Werbung Creator Code: ZH,55,2022-03-31T12:00:00Z,de,False,752,10050',
    '222,9001,zockerzh,ZockerZH,Tag 2,30,2022-04-02T12:00:00Z,de,FALSE,760,10500',
  ].join('\n'),
  'twitch-top1000/twitchdata-update.csv': [
    'Channel,Watch time(Minutes),Stream time(minutes),Peak viewers,Average viewers,Followers,Followers gained,Views gained,Partnered,Mature,Language',
    'MontanaBlack88,1,1,1,1,2911316,1101093,5000,True,True,German',
  ].join('\n'),
};

let dir: string;
let model: SeedModel;
const find = (platform: 'instagram' | 'tiktok' | 'youtube' | 'twitch', id: string) => model.find(platform, { id })!;
const days = (channel: ChannelDraft) => snapshots(channel).map((s) => `${s.day}:${s.followers}`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'seed-dach-'));
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), `${content}\n`);
  }
  model = new SeedModel();
  for (const read of [loadTwitch, loadInbeatDach, loadTwitchDe2022, loadYoutubeSwiss]) await read({ dir, model });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('instagram-tiktok-dach-inbeat', () => {
  it('takes the first page for country and profile, every history row as an observation', () => {
    const anna = find('instagram', 'fitanna');
    expect(anna).toMatchObject({ name: 'Anna Fit', handle: 'fitanna', country: 'AT', language: 'de' });
    expect(anna.bio).toBe('Mama von 2 Jungs, Rezepte für jeden Tag. Kontakt: [e-mail]');
    expect([...anna.categories].sort()).toEqual(['fitness', 'food']);
    expect(anna.extra).toMatchObject({ city: 'Hamburg', verified: true, languageInferred: true, topHashtags: ['fitness', 'werbung'] });
    expect(days(anna)).toEqual(['2020-04-19:1000', '2023-01-12:1500']);
    expect(summarise(anna)).toMatchObject({ followers: 1500, engagementRate: 0.042, source: 'instagram-tiktok-dach-inbeat' });
  });

  it('keeps creators that left the pages, with their newest page and no guessed language', () => {
    const gone = find('instagram', 'gonebyforty');
    // A city page places the creator: home country and listed market are both Germany, each with its source.
    expect(gone).toMatchObject({ country: 'DE', countrySource: 'instagram-tiktok-dach-inbeat', language: null, bio: null, weakName: true });
    expect(gone).toMatchObject({ marketCountry: 'DE', marketSource: 'instagram-tiktok-dach-inbeat' });
    expect(gone.extra.city).toBe('Berlin');
    // Listed on a "top in Germany" page with nothing of their own placing them there: listed for the market only.
    const dancer = find('tiktok', 'dancefloor');
    expect(dancer).toMatchObject({ country: null, countrySource: null, marketCountry: 'DE', language: 'en' });
  });
});

describe('twitch-de-2022', () => {
  it('merges a streamer of both top lists into one channel with points from both', () => {
    const montana = find('twitch', 'montanablack88');
    expect(days(montana)).toEqual(['2019-09-01:1810223', '2020-09-01:2911316', '2021-12-14:4277487', '2022-12-14:4768977']);
    expect(new Set(snapshots(montana).map((s) => s.source))).toEqual(new Set(['twitch-top1000', 'twitch-de-2022']));
    expect(montana.language).toBe('de');
    expect(montana.extra).toMatchObject({ averageViewers: 20000, followersGainedYear: 491490 });
    expect(montana.extra.viewsGainedYear).toBeUndefined();
  });

  it('turns live streams into stream posts and follower points on their start day', () => {
    const zocker = find('twitch', 'zockerzh');
    expect(zocker).toMatchObject({ name: 'ZockerZH', language: 'de' });
    expect(days(zocker)).toEqual(['2022-03-31:752', '2022-04-02:760']);
    const post = model.posts.get('twitch:111')!;
    expect(post).toMatchObject({
      type: 'stream',
      title: 'Chillig zocken mit euch | #Werbung Creator Code: ZH',
      views: 55,
      hashtags: ['werbung'],
      channel: zocker,
    });
  });
});

describe('youtube-swiss-creators-2019-2021', () => {
  it('reads the channel as Swiss German with topics, canton and description', () => {
    const charles = find('youtube', 'UCaaaaaaaaaaaaaaaaaaaaaa');
    expect(charles).toMatchObject({
      name: 'Charles Nguela',
      handle: 'CharlesNguela',
      country: 'CH',
      language: 'de',
      bio: 'Comedy us Züri\nMail: [e-mail]',
    });
    expect([...charles.categories]).toEqual(['entertainment', 'comedy']);
    expect(charles.extra).toMatchObject({ dialect: 'gsw', canton: 'ZH', createdOn: '2016-03-01' });
    expect(model.posts.get('youtube:vid00000001')).toMatchObject({ title: 'Neus Video', views: 500, channel: charles });
  });

  it('passes the history on as read and adds year-end points only before it, after the channel was created', () => {
    const charles = find('youtube', 'UCaaaaaaaaaaaaaaaaaaaaaa');
    expect(days(charles)).toEqual([
      '2016-12-31:100',
      '2017-12-31:300',
      '2018-12-31:900',
      '2019-01-05:null',
      '2019-06-01:1500',
      '2020-06-01:0',
      '2020-12-31:3000',
      '2021-01-01:3100',
    ]);
    expect(
      snapshots(charles)
        .filter((s) => s.day < '2019-01-01')
        .every((s) => s.source === YEARLY_SOURCE),
    ).toBe(true);
    const old = find('youtube', 'UCbbbbbbbbbbbbbbbbbbbbbb');
    // Inactive: no 2021 reading; the yearly points stop where its history starts (2020-03-01).
    expect(days(old)).toEqual(['2015-12-31:5', '2016-12-31:10', '2017-12-31:20', '2018-12-31:30', '2019-12-31:40', '2020-03-01:45']);
    expect(old.extra.inactive).toBe(true);
  });

  it('groups the channel with the Instagram and Twitch channels its directory entry names, and makes none for unknown handles', () => {
    const charles = find('youtube', 'UCaaaaaaaaaaaaaaaaaaaaaa');
    const artists = groupArtists(model.channels, (c) => summarise(c).followers ?? -1);
    const artist = artists.find((a) => a.channels.includes(charles))!;
    expect(artist.channels.map((c) => `${c.platform}:${c.platformId}`).sort()).toEqual([
      'instagram:charles_nguela',
      'twitch:zockerzh',
      'youtube:UCaaaaaaaaaaaaaaaaaaaaaa',
    ]);
    expect(model.find('instagram', { id: 'nobody_here' })).toBeUndefined();
  });
});
