/**
 * youtube-weekly-socialblade: weekly subscriber/view GAINS of 115 channels (2019-05-26 → 2022-05-01, smoothed by the
 * repository authors). Only series that match a channel already known from another source are used (by UC id, handle
 * or exact name). There are no totals, so a subscriber series is rebuilt only where a total is known close to the end
 * of the series: the channel's June 2022 top1000-social-2022 figure is taken as the total at the end of the last week
 * (an approximation: up to ~1 month of growth) and the weekly gains are subtracted backwards from it.
 * Every matched channel keeps its raw gains in extra.weeklyGrowth and a 30-day gain (last 4 weeks × 30/28) as of the
 * end of the last week (2022-05-07).
 */
import { readCsv } from '../csv.ts';
import { addDays } from '../dates.ts';
import type { ChannelDraft } from '../model.ts';
import { parseInteger } from '../parse-number.ts';
import { categoryTags } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'youtube-weekly-socialblade';
const ANCHOR_DAY = '2022-06-01';

interface Week {
  start: string;
  subscribers: number | null;
  views: number | null;
}

/** Subscriber totals at the end of each week, counted back from a total at the end of the last week. */
export function cumulateBack(weeks: readonly Week[], endTotal: number): (number | null)[] {
  const totals: (number | null)[] = new Array<number | null>(weeks.length).fill(null);
  let total = endTotal;
  for (let i = weeks.length - 1; i >= 0; i--) {
    totals[i] = Math.round(total);
    total -= weeks[i]!.subscribers ?? 0;
  }
  return totals;
}

export async function loadYoutubeWeekly(ctx: SourceContext): Promise<number> {
  const { model, dir } = ctx;
  const series = new Map<string, { categories: Set<string>; weeks: Week[] }>();
  const rows = await readCsv(dir, `${SOURCE}/aligned_data.csv`);
  for (const r of rows) {
    const raw = (r.name ?? '').trim();
    // pewdiepie.x / pewdiepie.y: the same channel scraped under two categories; the series are identical after week 1.
    const name = raw.replace(/\.(x|y)$/, '');
    const entry = series.get(name) ?? { categories: new Set<string>(), weeks: [] };
    if (!series.has(name)) series.set(name, entry);
    for (const tag of categoryTags(r.category)) entry.categories.add(tag);
    if (raw !== name && raw.endsWith('.y')) continue;
    entry.weeks.push({ start: r.start_date ?? '', subscribers: parseInteger(r.weekly_subscribers), views: parseInteger(r.weekly_views) });
  }
  let anchored = 0;
  let skipped = 0;
  for (const [name, { categories, weeks }] of series) {
    weeks.sort((a, b) => a.start.localeCompare(b.start));
    const last = weeks.at(-1);
    if (!last) continue;
    const isId = /^UC[\w-]{22}$/.test(name);
    let known: ChannelDraft | undefined = model.find('youtube', isId ? { id: name } : { handle: name });
    if (!known && !isId && name.length >= 5) known = model.find('youtube', { name });
    // A series that cannot be tied to a known channel is skipped: it has no totals, and its SocialBlade name (often a
    // custom URL such as "mkbhd") would create a second channel for a creator listed under another username.
    if (!known) {
      skipped++;
      continue;
    }
    const channel = model.channel('youtube', isId ? { id: name } : { handle: name }, { name: known.name, handle: known.handle }, known);
    model.profile(channel, { categories: [...categories] });
    const endDay = addDays(last.start, 6);
    const recent = weeks.slice(-4);
    const gain = (key: 'subscribers' | 'views') =>
      recent.every((w) => w[key] != null) ? Math.round((recent.reduce((s, w) => s + w[key]!, 0) * 30) / 28) : null;
    channel.extra.weeklyGrowth = {
      source: SOURCE,
      firstWeekStart: weeks[0]!.start,
      subscribers: weeks.map((w) => w.subscribers),
      views: weeks.map((w) => w.views),
    };
    const anchor = channel.observations.find((o) => o.day === ANCHOR_DAY && o.followers != null)?.followers;
    model.observe(channel, {
      day: endDay,
      source: SOURCE,
      followers: anchor ?? null,
      followers30dGain: gain('subscribers'),
      views30dGain: gain('views'),
    });
    if (anchor == null) continue;
    const totals = cumulateBack(weeks, anchor);
    // A total that would fall below zero means the gains and the anchor do not belong together.
    if (totals.some((t) => t == null || t < 0)) continue;
    anchored++;
    weeks.forEach((w, i) => {
      if (i < weeks.length - 1)
        model.observe(channel, { day: addDays(w.start, 6), source: SOURCE, followers: totals[i], historyOnly: true });
    });
  }
  model.notes.push(
    `${SOURCE}: ${series.size} series, ${series.size - skipped} tied to known channels, ${anchored} anchored on their June 2022 total`,
  );
  return rows.length;
}
