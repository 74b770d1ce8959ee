/**
 * tiktok-videos-apify: 1,200 TikTok videos (60 hashtags × 20) with author stats, Windows-1252 encoded (characters outside
 * cp1252 were already lost as `?` upstream). The scrape date is unknown; the newest video is from 2022-07-25, so the
 * author figures are dated that day (a lower bound).
 */
import { readCsv, type Row } from '../csv.ts';
import { parseIso } from '../dates.ts';
import { parseBoolean, parseInteger } from '../parse-number.ts';
import { cleanName, extractHashtags, nonEmpty, stripEmails } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'tiktok-videos-apify';

export async function loadTiktokApify(ctx: SourceContext): Promise<number> {
  const { model } = ctx;
  const rows = await readCsv(ctx.dir, `${SOURCE}/tiktok_dataset_raw.csv`, 'windows-1252');
  const newest = rows
    .map((r) => parseIso(r.createTimeISO))
    .filter((d): d is Date => d != null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const day = (newest ?? new Date('2022-07-25T00:00:00Z')).toISOString().slice(0, 10);
  const observedAt = `${day}T23:59:59.000Z`;
  const hashtagNames = (r: Row) =>
    [r['hashtags/0/name'], r['hashtags/1/name']].map((t) => (t ?? '').trim().toLowerCase()).filter((t) => t && !t.includes('?'));
  for (const r of rows) {
    const handle = (r['authorMeta/name'] ?? '').trim();
    const videoId = (r.id ?? '').trim();
    const publishedAt = parseIso(r.createTimeISO);
    if (!handle || !/^\d+$/.test(videoId) || !publishedAt) continue;
    const name = cleanName(r['authorMeta/nickName']);
    const channel = model.channel('tiktok', { id: handle.toLowerCase() }, { name: name || handle, handle });
    model.profile(channel, {
      bio: stripEmails(r['authorMeta/signature']),
      extra: { tiktokUserId: nonEmpty(r['authorMeta/id']) ?? undefined, verified: parseBoolean(r['authorMeta/verified']) ?? undefined },
    });
    model.observe(channel, {
      day,
      source: SOURCE,
      followers: parseInteger(r['authorMeta/fans']),
      following: parseInteger(r['authorMeta/following']),
      postsCount: parseInteger(r['authorMeta/video']),
      totalLikes: parseInteger(r['authorMeta/heart']),
    });
    const caption = nonEmpty(r.text);
    model.post({
      platform: 'tiktok',
      platformPostId: videoId,
      channel,
      type: 'video',
      title: null,
      caption,
      url: nonEmpty(r.webVideoUrl),
      hashtags: [...new Set([...extractHashtags(caption), ...hashtagNames(r)])],
      publishedAt,
      likes: parseInteger(r.diggCount),
      comments: parseInteger(r.commentCount),
      views: parseInteger(r.playCount),
      shares: parseInteger(r.shareCount),
      saves: null,
      source: SOURCE,
      observedAt,
    });
  }
  return rows.length;
}
