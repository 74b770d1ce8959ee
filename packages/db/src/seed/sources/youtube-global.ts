/**
 * youtube-global-2023 (Kaggle "Global YouTube Statistics 2023"): subscribers, lifetime views, uploads, 30-day gains,
 * earnings estimates. No channel ids: rows are matched to known channels by exact display name (mojibake removed).
 * Dated 2023-07-01 (T-Series at 245M; the data set was published mid-2023). The 30-day gains also give a point 30 days
 * earlier (followers − gain, views − gain).
 */
import { readCsv } from '../csv.ts';
import { addDays } from '../dates.ts';
import { countryCode } from '../geo.ts';
import { parseInteger, positiveOrNull } from '../parse-number.ts';
import { categoryTags, cleanName } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'youtube-global-2023';
const DAY = '2023-07-01';
/** Auto-generated YouTube topic channels, not creators. */
const TOPIC_CHANNELS = new Set(['youtube movies', 'music', 'gaming', 'sports', 'news', 'popular on youtube']);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export async function loadYoutubeGlobal(ctx: SourceContext): Promise<number> {
  const rows = await readCsv(ctx.dir, 'youtube-global-2023/Global YouTube Statistics.csv');
  let skipped = 0;
  for (const r of rows) {
    const name = cleanName(r.Youtuber);
    const title = cleanName(r.Title);
    if (TOPIC_CHANNELS.has((r.Youtuber ?? '').trim().toLowerCase())) continue;
    if (!name && !title) {
      skipped++;
      continue;
    }
    const displayName = name || title;
    const known =
      ctx.model.find('youtube', { name: displayName }) ??
      (title ? ctx.model.find('youtube', { name: title }) : undefined) ??
      (title && !/\s/.test(title) ? ctx.model.find('youtube', { handle: title }) : undefined);
    const channel = ctx.model.channel(
      'youtube',
      { name: displayName },
      { name: displayName, handle: known?.handle ?? '', topList: true },
      known,
    );
    const followers = parseInteger(r.Subscribers);
    const views = positiveOrNull(parseInteger(r['Video Views']));
    const followersGain = parseInteger(r['Subscribers for last 30 days']);
    const viewsGain = parseInteger(r['Video Views for the last 30 days']);
    const year = parseInteger(r['Created Year']);
    const month = MONTHS.indexOf((r['Created Month'] ?? '').trim()) + 1;
    const date = parseInteger(r['Created Date']);
    ctx.model.profile(channel, {
      country: countryCode(r.Abbreviation) ?? countryCode(r.Country),
      countrySource: SOURCE,
      categories: categoryTags(r.Category),
      extra: {
        channelType: r['Channel Type'] && r['Channel Type'] !== 'nan' ? r['Channel Type'] : undefined,
        createdOn:
          year && year > 2004 && month > 0 && date
            ? `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`
            : undefined,
        monthlyEarningsUsd: r['Highest Monthly Earnings']
          ? [parseInteger(r['Lowest Monthly Earnings']), parseInteger(r['Highest Monthly Earnings'])]
          : undefined,
        yearlyEarningsUsd: r['Highest Yearly Earnings']
          ? [parseInteger(r['Lowest Yearly Earnings']), parseInteger(r['Highest Yearly Earnings'])]
          : undefined,
      },
    });
    ctx.model.observe(channel, {
      day: DAY,
      source: SOURCE,
      asRead: { name: r.Youtuber ?? '' },
      followers,
      totalViews: views,
      postsCount: positiveOrNull(parseInteger(r.Uploads)),
      followers30dGain: followersGain,
      views30dGain: viewsGain,
    });
    if (followers != null && (followersGain != null || viewsGain != null)) {
      ctx.model.observe(channel, {
        day: addDays(DAY, -30),
        source: SOURCE,
        followers: followersGain != null ? followers - followersGain : null,
        totalViews: views != null && viewsGain != null ? views - viewsGain : null,
        historyOnly: true,
      });
    }
  }
  if (skipped) ctx.model.notes.push(`${SOURCE}: ${skipped} channels skipped (name entirely lost to mojibake)`);
  return rows.length;
}
