/**
 * `npm run analyze -- accounts FILE` and `npm run analyze -- posts FILE`: the product's detectors on other data.
 * Reads a CSV or JSON array, prints one JSON line per row. The same core functions the product runs (classifyAccount,
 * analyzePostText with the row's platform and channel), so the figures measured here are the product's.
 * Input columns (first present wins, names case-insensitive):
 *   posts:    text | caption | description | comment | body (title, when present, is put before the text as the product
 *             does for videos); platform (instagram, tiktok, youtube, twitch, …; empty = a caption); channel |
 *             channel_name | channelTitle | username (the posting account: its own handles and shops are not brands)
 *   accounts: username, full_name, bio, followers, following, posts, has_profile_pic, is_private, external_url;
 *             platform (the classifier is trained on Instagram profiles: other platforms are reported as not supported)
 */
import { asText, classifyAccount, pickColumn, profileOf, type InputRow } from '@creatorlens/core/intelligence';
import {
  analyzeTextsInProcess,
  DEFAULT_BRANDS,
  sponsorEvidenceTexts,
  type AnalyzeTexts,
  type TextAnalysisOutcome,
  type TextToAnalyze,
} from '@creatorlens/core/text-analysis';
import { readRows } from './read-rows.ts';

export const USAGE = 'usage: npm run analyze -- accounts FILE | posts FILE   (FILE: CSV with a header row, or a JSON array of objects)';

const TEXT_COLUMNS = ['text', 'caption', 'description', 'comment', 'body'];
const TITLE_COLUMNS = ['title'];
const PLATFORM_COLUMNS = ['platform'];
const CHANNEL_COLUMNS = ['channel', 'channel_name', 'channelTitle', 'channel_title', 'username', 'user', 'account'];
/** Platforms whose account profiles the fake-follower classifier was trained on. */
const ACCOUNT_PLATFORMS = new Set(['instagram']);

/** Column lookup that ignores the case of the header ("Platform", "PLATFORM"). */
function column(row: InputRow, names: readonly string[]): string | null {
  const direct = asText(pickColumn(row, names));
  if (direct !== null && direct !== undefined) return direct;
  const lower = new Map(Object.keys(row).map((k) => [k.toLowerCase(), k] as const));
  for (const name of names) {
    const actual = lower.get(name.toLowerCase());
    if (actual !== undefined) {
      const value = asText(row[actual]);
      if (value !== null && value !== undefined) return value;
    }
  }
  return null;
}

const platformOf = (row: InputRow) => column(row, PLATFORM_COLUMNS)?.trim().toLowerCase() || null;

export interface AccountLine {
  username: string | null;
  type: string;
  fake_probability: number | null;
  platform?: string;
  reason?: string;
  /** For not_enough_data: the counts the row lacked (the detector judges nothing without them). */
  missing_fields?: string[];
}

export function analyzeAccountRow(row: InputRow): AccountLine {
  const profile = profileOf(row);
  const platform = platformOf(row);
  if (platform && !ACCOUNT_PLATFORMS.has(platform)) {
    return {
      username: profile.username || null,
      type: 'not_supported',
      fake_probability: null,
      platform,
      reason: `the classifier is trained on Instagram profiles; ${platform} profiles are not enough data for it`,
    };
  }
  const { type, fakeProbability, missingFields } = classifyAccount(profile);
  // No judgement, no number: the prior the product counts with is not this account's probability.
  if (type === 'not_enough_data')
    return { username: profile.username || null, type, fake_probability: null, missing_fields: missingFields ?? [] };
  return { username: profile.username || null, type, fake_probability: fakeProbability };
}

export interface PostLine {
  is_sponsored: boolean;
  /** Why: the phrases that make the post sponsored, as written. */
  sponsor_evidence: string[];
  sponsors: string[];
  is_promotional: boolean;
  promotion_probability: number;
  is_giveaway: boolean;
  coupons: { code: string; discount: string | null; brand: string | null }[];
  brands: string[];
  is_undisclosed_ad: boolean;
}

/** A row the detectors gave up on (over the time budget per text, or failed): nothing is said about it. */
export interface NotAnalysedPostLine {
  not_analysed: 'time-budget' | 'failed';
}

/** The text of a post row as the product reads it (title before the text) and the row's platform and channel. */
function postRequest(row: InputRow): TextToAnalyze {
  const body = column(row, TEXT_COLUMNS) ?? '';
  const title = column(row, TITLE_COLUMNS);
  const text = title && !body.startsWith(title) ? `${title}\n${body}` : body;
  const platform = platformOf(row);
  const channelName = column(row, CHANNEL_COLUMNS)?.trim() || undefined;
  return { text, options: { ...(platform ? { platform } : {}), ...(channelName ? { channelName } : {}) } };
}

function postLine(outcome: TextAnalysisOutcome): PostLine | NotAnalysedPostLine {
  if ('notAnalysed' in outcome) return { not_analysed: outcome.notAnalysed };
  const result = outcome.analysis;
  return {
    is_sponsored: result.isSponsored,
    sponsor_evidence: sponsorEvidenceTexts(result),
    sponsors: result.sponsors,
    is_promotional: result.isPromotional,
    promotion_probability: result.promotionProbability,
    is_giveaway: result.isGiveaway,
    coupons: result.coupons.map((c) => ({ code: c.code, discount: c.discount, brand: c.brand })),
    brands: result.brands,
    is_undisclosed_ad: result.isUndisclosedAd,
  };
}

/**
 * Runs the command; returns the exit code (0 ok, 2 usage or unreadable file). Post texts go through `analyzeTexts`:
 * the script passes the worker pool, so one hostile row is reported "not_analysed" instead of stalling the run.
 */
export async function runAnalyze(
  args: readonly string[],
  write: (line: string) => void,
  writeError: (line: string) => void,
  analyzeTexts: AnalyzeTexts = analyzeTextsInProcess,
): Promise<number> {
  const [mode, file, ...rest] = args;
  if ((mode !== 'accounts' && mode !== 'posts') || !file || rest.length > 0) {
    writeError(USAGE);
    return 2;
  }
  let rows: InputRow[];
  try {
    rows = await readRows(file);
  } catch (error) {
    writeError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (mode === 'accounts') {
    for (const row of rows) write(JSON.stringify(analyzeAccountRow(row)));
    return 0;
  }
  const outcomes = await analyzeTexts({ brands: DEFAULT_BRANDS, texts: rows.map(postRequest) });
  for (const outcome of outcomes) write(JSON.stringify(postLine(outcome)));
  return 0;
}
