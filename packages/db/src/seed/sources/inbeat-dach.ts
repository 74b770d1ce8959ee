/**
 * instagram-tiktok-dach-inbeat: Instagram and TikTok creators of inBeat's "Top 10 {niche} influencers in {Germany,
 * Austria, Switzerland, Berlin, Hamburg}" pages. One channel per (platform, username).
 * - Profile (name, bio, verified, top hashtags, country, city, niches) from the 2024-10 pages; a creator on pages of two
 *   countries takes the first page's country. Creators that had left the pages by 2024 keep what their newest history
 *   row says (country, city), and no bio.
 * - Every history row is an observation on its commit date: inBeat had collected the figures at or before that day, so
 *   a point means "observed no later than". The profile file's own figures are not used: they carry no date, and the
 *   history holds each of them with one.
 * - No language is stated: it is guessed from the bio (marked languageInferred) and stays null when the bio does not
 *   tell; the page country says where a creator lives, not what they write.
 */
import { readCsv, type Row } from '../csv.ts';
import { hasHomeCountryEvidence } from '../home-country.ts';
import { countryCode } from '../geo.ts';
import { guessLanguage } from '../language.ts';
import type { SeedPlatform } from '../model.ts';
import { parseBoolean, parseInteger, roundTo } from '../parse-number.ts';
import { cleanName, splitHashtags, stripEmails } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'instagram-tiktok-dach-inbeat';
const PLATFORMS: Record<string, SeedPlatform> = { instagram: 'instagram', tiktok: 'tiktok' };

/** `hamburg` → `Hamburg`; '' → null. */
export function cityName(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

/** inBeat's `engagement` is the rate in hundredths of a percent (503 → 5.03 %); as a fraction: 0.0503. */
export function inbeatEngagementRate(value: string | null | undefined): number | null {
  const engagement = parseInteger(value);
  return engagement == null ? null : roundTo(engagement / 10_000, 8);
}

interface Creator {
  platform: SeedPlatform;
  username: string;
  rows: Row[];
}

function groupRows(rows: readonly Row[]): Map<string, Creator> {
  const creators = new Map<string, Creator>();
  for (const r of rows) {
    const platform = PLATFORMS[(r.platform ?? '').trim()];
    const username = (r.username ?? '').trim().toLowerCase();
    if (!platform || !username) continue;
    const key = `${platform}:${username}`;
    const creator = creators.get(key) ?? { platform, username, rows: [] };
    creator.rows.push(r);
    creators.set(key, creator);
  }
  return creators;
}

export async function loadInbeatDach(ctx: SourceContext): Promise<number> {
  const { model } = ctx;
  const profiles = await readCsv(ctx.dir, `${SOURCE}/inbeat_dach_profiles_2024-10.csv`);
  const history = await readCsv(ctx.dir, `${SOURCE}/inbeat_dach_follower_history.csv`);
  const profiled = groupRows(profiles);
  const observed = groupRows(history);

  for (const key of new Set([...profiled.keys(), ...observed.keys()])) {
    const pages = profiled.get(key)?.rows ?? [];
    // The history file is oldest first: its last row is the newest page the creator was on.
    const rows = observed.get(key)?.rows ?? [];
    const { platform, username } = (profiled.get(key) ?? observed.get(key))!;
    const first = pages[0];
    const newest = rows.at(-1);
    const channel = model.channel(platform, { id: username }, { name: cleanName(first?.fullname), handle: username });
    const bio = stripEmails(first?.bio);
    const language = bio && !channel.language ? guessLanguage([bio]) : null;
    const pageCountry = countryCode(first?.country ?? newest?.country);
    const city = cityName([...pages, ...[...rows].reverse()].find((r) => (r.city ?? '').trim())?.city);
    model.profile(channel, {
      // The page says "top creators in <country>": a market listing; a home country needs the creator's own words.
      marketCountry: pageCountry,
      marketSource: SOURCE,
      ...(hasHomeCountryEvidence(pageCountry, bio, city) ? { country: pageCountry, countrySource: SOURCE } : {}),
      bio,
      categories: [...new Set([...pages, ...rows].map((r) => (r.niche ?? '').trim().toLowerCase()).filter(Boolean))],
      language,
      extra: {
        city: city ?? undefined,
        verified: parseBoolean(first?.verified ?? newest?.verified) ?? undefined,
        topHashtags: first ? splitHashtags(first.hashtags).slice(0, 10) : undefined,
        languageInferred: language ? true : undefined,
      },
    });
    for (const r of rows) {
      const day = (r.commit_date ?? '').trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
      model.observe(channel, {
        day,
        source: SOURCE,
        followers: parseInteger(r.followers),
        engagementRate: inbeatEngagementRate(r.engagement),
      });
    }
  }
  return profiles.length + history.length;
}
