/**
 * twitch-top1000: one year of figures per streamer (Kaggle "Top Streamers on Twitch", ~2019-09 → 2020-09; the date is an
 * estimate, the file has none). Followers at the end plus (Followers − Followers gained) one year earlier give two
 * snapshot points. Twitch has no engagement rate (market.md §2.1): engagementRate stays null, viewer figures go to extra.
 */
import { readCsv } from '../csv.ts';
import { languageCode } from '../geo.ts';
import { parseBoolean, parseInteger } from '../parse-number.ts';
import { cleanName } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'twitch-top1000';
const END_DAY = '2020-09-01';
const START_DAY = '2019-09-01';

/** `Riot Games (riotgames)` → name and login; names that were saved as `???` (see SOURCE.md quirks) become ''. */
export function splitTwitchChannel(value: string): { name: string; login: string } {
  const match = /^(.*)\(([A-Za-z0-9_]+)\)\s*$/.exec(value.trim());
  if (!match) return { name: value.trim(), login: value.trim() };
  const name = cleanName(match[1]).replace(/[_\s]+$/, '');
  return { name, login: match[2]! };
}

export async function loadTwitch(ctx: SourceContext): Promise<number> {
  const rows = await readCsv(ctx.dir, 'twitch-top1000/twitchdata-update.csv');
  for (const r of rows) {
    const { name, login } = splitTwitchChannel(r.Channel ?? '');
    if (!login) continue;
    const channel = ctx.model.channel('twitch', { id: login.toLowerCase() }, { name, handle: login, topList: true });
    const followers = parseInteger(r.Followers);
    const gained = parseInteger(r['Followers gained']);
    ctx.model.profile(channel, {
      language: languageCode(r.Language),
      extra: {
        watchTimeMinutes: parseInteger(r['Watch time(Minutes)']) ?? undefined,
        streamTimeMinutes: parseInteger(r['Stream time(minutes)']) ?? undefined,
        peakViewers: parseInteger(r['Peak viewers']) ?? undefined,
        averageViewers: parseInteger(r['Average viewers']) ?? undefined,
        isPartner: parseBoolean(r.Partnered) ?? undefined,
        isMature: parseBoolean(r.Mature) ?? undefined,
        followersGainedYear: gained ?? undefined,
        viewsGainedYear: parseInteger(r['Views gained']) ?? undefined,
      },
    });
    ctx.model.observe(channel, { day: END_DAY, source: SOURCE, followers, engagementRate: null });
    if (followers != null && gained != null && followers - gained >= 0) {
      ctx.model.observe(channel, { day: START_DAY, source: SOURCE, followers: followers - gained, historyOnly: true });
    }
  }
  return rows.length;
}
