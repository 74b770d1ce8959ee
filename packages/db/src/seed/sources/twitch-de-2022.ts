/**
 * twitch-de-2022: the German streamers of 2022 in two sets.
 * - SullyGnome top 1000, the 365 days to 2022-12-14 (German rows only): followers at the end, and Followers − Followers
 *   gained one year earlier as a history-only point (as twitch.ts does for twitch-top1000). Logins are the channel ids,
 *   lower-cased like twitch.ts, so a streamer in both top lists is one channel with points from both.
 * - A live-stream sample of the Twitch API, 2022-03-31 → 04-04 (language `de` rows): followers and total views on the
 *   stream's start day; every stream title becomes a post (type `stream`, concurrent viewers as views) so the sponsor
 *   markers of German titles reach the post-text analysis. The file was appended run by run: a stream read again in a
 *   later run takes that run's viewer count.
 * Language comes from the source in both sets. Twitch has no engagement rate (market.md §2.1).
 */
import { readCsv } from '../csv.ts';
import { parseIso, toDay } from '../dates.ts';
import { languageCode } from '../geo.ts';
import { parseBoolean, parseInteger } from '../parse-number.ts';
import { cleanName, extractHashtags, nonEmpty } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'twitch-de-2022';
export const TOP_END_DAY = '2022-12-14';
export const TOP_START_DAY = '2021-12-14';

async function loadTop(ctx: SourceContext): Promise<number> {
  const rows = await readCsv(ctx.dir, `${SOURCE}/watchHours.csv`);
  for (const r of rows) {
    const login = (r.Channel ?? '').trim();
    const language = languageCode(r.Language);
    if (!login || language !== 'de') continue;
    const channel = ctx.model.channel(
      'twitch',
      { id: login.toLowerCase() },
      { name: cleanName(r['Channel name']), handle: login, topList: true },
    );
    const followers = parseInteger(r.Followers);
    const gained = parseInteger(r['Followers gained']);
    // The year figures below replace twitch-top1000's (2019/20) as a set: its views gained has no 2022 counterpart.
    delete channel.extra.viewsGainedYear;
    ctx.model.profile(channel, {
      language,
      extra: {
        watchTimeMinutes: parseInteger(r['Watch time']) ?? undefined,
        streamTimeMinutes: parseInteger(r['Stream time']) ?? undefined,
        peakViewers: parseInteger(r['Peak viewers']) ?? undefined,
        averageViewers: parseInteger(r['Average viewers']) ?? undefined,
        isPartner: parseBoolean(r.Partnered) ?? undefined,
        isMature: parseBoolean(r.Mature) ?? undefined,
        followersGainedYear: gained ?? undefined,
      },
    });
    ctx.model.observe(channel, { day: TOP_END_DAY, source: SOURCE, followers, engagementRate: null });
    if (followers != null && gained != null && followers - gained >= 0) {
      ctx.model.observe(channel, { day: TOP_START_DAY, source: SOURCE, followers: followers - gained, historyOnly: true });
    }
  }
  return rows.length;
}

async function loadStreams(ctx: SourceContext): Promise<number> {
  const rows = await readCsv(ctx.dir, `${SOURCE}/twitch_data.csv`);
  for (const r of rows) {
    const login = (r.user_login ?? '').trim();
    const startedAt = parseIso(r.started_at);
    const streamId = (r.id ?? '').trim();
    if (!login || !startedAt || !streamId || (r.language ?? '').trim() !== 'de') continue;
    const channel = ctx.model.channel('twitch', { id: login.toLowerCase() }, { name: cleanName(r.user_name), handle: login });
    ctx.model.profile(channel, {
      language: 'de',
      extra: { twitchUserId: nonEmpty(r.user_id) ?? undefined, isMature: parseBoolean(r.is_mature) ?? undefined },
    });
    ctx.model.observe(channel, {
      day: toDay(startedAt),
      source: SOURCE,
      followers: parseInteger(r.follow_count),
      totalViews: parseInteger(r.total_views),
    });
    const title = nonEmpty(r.title?.replace(/\s+/g, ' '));
    const views = parseInteger(r.viewer_count);
    const stored = ctx.model.post({
      platform: 'twitch',
      platformPostId: streamId,
      channel,
      type: 'stream',
      title,
      caption: null,
      url: null,
      hashtags: extractHashtags(title),
      publishedAt: startedAt,
      likes: null,
      comments: null,
      views,
      shares: null,
      saves: null,
      source: SOURCE,
      observedAt: startedAt.toISOString(),
    });
    // The scrape time is not recorded (every reading carries the stream's start, so model.post would keep the first),
    // but rows are in run order: a later run's reading of the same stream replaces the viewer count.
    if (views != null) stored.views = views;
  }
  return rows.length;
}

export async function loadTwitchDe2022(ctx: SourceContext): Promise<number> {
  return (await loadTop(ctx)) + (await loadStreams(ctx));
}
