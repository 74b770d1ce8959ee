/**
 * youtube-swiss-creators-2019-2021: 670 Swiss YouTube channels of the directory swisstubers.info, with real channel ids.
 * - Language from the directory (`ch`/`CH` is Swiss German: stored as `de` with extra.dialect `gsw`), country CH,
 *   topic categories and the canton from its category ids, the description as bio.
 * - The subscriber/view history (2019-01-05 → 2021-01-01, one row per channel and Swiss calendar day) is passed on as
 *   read, zeros included: a zero is a hidden count or a failed fetch, and core's data-quality stage decides about it.
 * - The channel row of 2021-01-01 (the directory's last state) is a reading of that day; inactive channels have none.
 * - The year-end figures 2015–2020 become points dated YYYY-12-31 only before the channel's history starts (the
 *   history is the better reading where it exists), and not before the channel was created. They carry their own
 *   source id: the author back-filled 2015–2018 in Jan 2019 without saying from where.
 * - ID_INSTAGRAM / ID_TWITCH: the YouTube channel is linked (one artist) to the Instagram or Twitch channel of that
 *   handle when another source has it; a handle alone makes no channel (it would be a channel without any figure).
 */
import { readCsv } from '../csv.ts';
import { parseIso } from '../dates.ts';
import type { ChannelDraft, SeedPlatform } from '../model.ts';
import { parseInteger } from '../parse-number.ts';
import { categoryTags, cleanName, extractHashtags, nonEmpty, stripEmails } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'youtube-swiss-creators-2019-2021';
/** The back-filled year-end figures (see the file comment). */
export const YEARLY_SOURCE = 'youtube-swiss-creators-yearly';
const LAST_DAY = '2021-01-01';
const YEARS = [2015, 2016, 2017, 2018, 2019, 2020];

/** `ch`/`CH` (Swiss German) → `de` with dialect `gsw`; `de`, `en` as they are. */
export function swissLanguage(value: string | null | undefined): { language: string | null; dialect: string | null } {
  const code = (value ?? '').trim();
  if (code.toLowerCase() === 'ch') return { language: 'de', dialect: 'gsw' };
  return { language: /^[a-z]{2}$/i.test(code) ? code.toLowerCase() : null, dialect: null };
}

/** `-5-7-11-22-` → the ids 5, 7, 11, 22 (non-numeric parts such as `Politik` are skipped). */
export function categoryIds(value: string | null | undefined): string[] {
  return (value ?? '').split('-').filter((part) => /^\d+$/.test(part));
}

/** The channel description as plain text: `<br />` → line breaks, e-mail addresses removed. */
export function descriptionText(value: string | null | undefined): string | null {
  const text = (value ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
  return stripEmails(text);
}

/** `04.06.2007` → `2007-06-04`; null when not a date. */
export function dayFromDotted(value: string | null | undefined): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec((value ?? '').trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** A handle from the directory: no `@`, no profile URL, no whitespace (one held line breaks); '' when none is left. */
export function cleanHandle(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/^https?:\/\/(www\.)?(instagram\.com|twitch\.tv)\//i, '')
    .replace(/^@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

interface Category {
  nameEn: string;
  kind: string;
}

/** The topic categories' tags: `Lifestyle / DIY / Cooking` → lifestyle, diy, cooking. */
export function topicTags(nameEn: string): string[] {
  return nameEn.split('/').flatMap((part) => categoryTags(part));
}

/** The canton code of a canton category: `From canton BL & BS` → `BL & BS`. */
export function cantonCode(nameEn: string): string | null {
  return /^From canton (.+)$/.exec(nameEn.trim())?.[1] ?? null;
}

async function readCategories(dir: string): Promise<Map<string, Category>> {
  const categories = new Map<string, Category>();
  for (const r of await readCsv(dir, `${SOURCE}/categories.csv`)) {
    if (r.cat_id) categories.set(r.cat_id.trim(), { nameEn: (r.name_en ?? '').trim(), kind: (r.kind ?? '').trim() });
  }
  return categories;
}

export async function loadYoutubeSwiss(ctx: SourceContext): Promise<number> {
  const { model, dir } = ctx;
  const categories = await readCategories(dir);
  const channels = await readCsv(dir, `${SOURCE}/channels_2021-01-01.csv`);
  const history = await readCsv(dir, `${SOURCE}/subscriber_history_2019-2021.csv`);
  const byId = new Map<string, ChannelDraft>();
  const firstHistoryDay = new Map<string, string>();
  for (const r of history) {
    const id = r.channel_id?.trim();
    const day = r.day?.trim();
    const known = id ? firstHistoryDay.get(id) : undefined;
    if (id && day && (known === undefined || day < known)) firstHistoryDay.set(id, day);
  }

  for (const r of channels) {
    const id = r.c_id?.trim();
    if (!id) continue;
    const name = cleanName(r.c_name);
    const handle = /youtube\.com\/(?:user\/|c\/)?@?([A-Za-z0-9_.-]+)\/?$/.exec(r.link_youtube ?? '')?.[1];
    const legacy = handle && !/^UC[\w-]{22}$/.test(handle) && handle !== 'channel' ? handle : '';
    // Only the id: a name match would join a Swiss channel to an unrelated global one of the same name.
    const channel = model.channel('youtube', { id }, { name, handle: legacy });
    byId.set(id, channel);
    const ids = categoryIds(r.catids)
      .map((c) => categories.get(c))
      .filter((c): c is Category => !!c);
    const { language, dialect } = swissLanguage(r.lang);
    const cantons = ids
      .filter((c) => c.kind === 'canton')
      .map((c) => cantonCode(c.nameEn))
      .filter((c): c is string => !!c);
    const inactive = (r.inactive ?? '').trim() === '1';
    model.profile(channel, {
      country: 'CH',
      countrySource: SOURCE,
      language,
      bio: descriptionText(r.c_desc),
      categories: ids.filter((c) => c.kind === 'topic').flatMap((c) => topicTags(c.nameEn)),
      extra: {
        dialect: dialect ?? undefined,
        canton: cantons.length > 0 ? cantons.join(', ') : undefined,
        createdOn: dayFromDotted(r.c_publishdate) ?? undefined,
        inactive: inactive || undefined,
      },
    });
    if (!inactive) {
      const followers = parseInteger(r.subs_2021);
      const totalViews = parseInteger(r.views_2021);
      if (followers != null || totalViews != null) {
        model.observe(channel, { day: LAST_DAY, source: SOURCE, followers, totalViews, postsCount: parseInteger(r.videos_2021) });
      }
    }
    const created = dayFromDotted(r.c_publishdate);
    const historyStarts = firstHistoryDay.get(id) ?? '9999-12-31';
    for (const year of YEARS) {
      const day = `${year}-12-31`;
      if (day >= historyStarts || (created && day < created)) continue;
      const followers = parseInteger(r[`subs_${year}`]);
      const totalViews = parseInteger(r[`views_${year}`]);
      if (followers == null && totalViews == null) continue;
      model.observe(channel, { day, source: YEARLY_SOURCE, followers, totalViews });
    }
    addLastVideo(ctx, channel, r);
    linkHandle(ctx, channel, 'instagram', r.id_instagram);
    linkHandle(ctx, channel, 'twitch', r.id_twitch);
  }

  for (const r of history) {
    const channel = byId.get(r.channel_id?.trim() ?? '');
    const day = r.day?.trim() ?? '';
    if (!channel || !/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    model.observe(channel, { day, source: SOURCE, followers: parseInteger(r.subscribers), totalViews: parseInteger(r.views) });
  }
  return channels.length + history.length;
}

/** The channel's latest upload as of 2021-01-01 (title, views then). */
function addLastVideo(ctx: SourceContext, channel: ChannelDraft, r: Record<string, string>): void {
  const videoId = r.video_last_id?.trim();
  const publishedAt = parseIso(r.video_last_date);
  if (!videoId || !publishedAt) return;
  const title = nonEmpty(r.video_last_title);
  ctx.model.post({
    platform: 'youtube',
    platformPostId: videoId,
    channel,
    type: 'video',
    title,
    caption: null,
    url: null,
    hashtags: extractHashtags(title),
    publishedAt,
    likes: null,
    comments: null,
    // The directory writes 0 for a last upload whose views it never read (579 of 670 rows, most uploaded in the last
    // weeks of 2020): unknown is null, never 0.
    views: parseInteger(r.video_last_views) || null,
    shares: null,
    saves: null,
    source: SOURCE,
    observedAt: `${LAST_DAY}T00:00:00.000Z`,
  });
}

/** Links the YouTube channel to the channel of that handle on another platform, when a source has one. */
function linkHandle(ctx: SourceContext, channel: ChannelDraft, platform: SeedPlatform, value: string | undefined): void {
  const handle = cleanHandle(value);
  if (!handle) return;
  const other = ctx.model.find(platform, { id: handle });
  if (!other) return;
  channel.links.add(other);
  other.links.add(channel);
  ctx.model.notes.push(`${SOURCE}: ${channel.platformId} linked to ${platform}:${handle}`);
}
