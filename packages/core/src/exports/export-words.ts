import { BOT_RISK_VALUES, isCategoryId, type BotRiskValue } from '@creatorlens/contracts';
import { translateFor } from '@creatorlens/i18n';

/*
 * The words inside exported files (headers, enumerated values, file and sheet names) come from the ExportTexts
 * catalogue (packages/i18n, server-files pair); the web app's export menu words are in the ExportMenu pair.
 */

export type ExportLocale = 'en' | 'de';

export type ExportColumnKey =
  | 'channel'
  | 'handle'
  | 'platform'
  | 'profileUrl'
  | 'country'
  | 'language'
  | 'categories'
  | 'followers'
  | 'engagementRate'
  | 'gain30d'
  | 'growth30d'
  | 'averageViews'
  | 'averageLikes'
  | 'postsPerWeek'
  | 'added'
  | 'changeSinceAdded'
  | 'botRisk'
  | 'dataAsOf'
  | 'source'
  | 'engagementBasis'
  | 'growthBasis'
  | 'averagesBasis'
  | 'cadenceBasis'
  | 'column'
  | 'position'
  | 'assignee'
  | 'maxBudget'
  | 'notes';

interface ExportWords {
  columns: Record<ExportColumnKey, string>;
  botRisk: Record<BotRiskValue, string>;
  /** File name stems (slugs) when the list's own name gives none, and the discovery export's names. */
  files: { watchlist: string; campaign: string; discovery: string; shortlist: string };
  discoverySheet: string;
}

const COLUMN_KEYS = [
  'channel',
  'handle',
  'platform',
  'profileUrl',
  'country',
  'language',
  'categories',
  'followers',
  'engagementRate',
  'gain30d',
  'growth30d',
  'averageViews',
  'averageLikes',
  'postsPerWeek',
  'added',
  'changeSinceAdded',
  'botRisk',
  'dataAsOf',
  'source',
  'engagementBasis',
  'growthBasis',
  'averagesBasis',
  'cadenceBasis',
  'column',
  'position',
  'assignee',
  'maxBudget',
  'notes',
] as const satisfies readonly ExportColumnKey[];
const FILE_KEYS = ['watchlist', 'campaign', 'discovery', 'shortlist'] as const;

function exportWords(locale: ExportLocale): ExportWords {
  const t = translateFor(locale);
  return {
    columns: Object.fromEntries(COLUMN_KEYS.map((key) => [key, t(`ExportTexts.columns.${key}`)])) as Record<ExportColumnKey, string>,
    botRisk: Object.fromEntries(BOT_RISK_VALUES.map((value) => [value, t(`ExportTexts.botRisk.${value}`)])) as Record<BotRiskValue, string>,
    files: Object.fromEntries(FILE_KEYS.map((key) => [key, t(`ExportTexts.files.${key}`)])) as ExportWords['files'],
    discoverySheet: t('ExportTexts.discoverySheet'),
  };
}

export const EXPORT_WORDS: Record<ExportLocale, ExportWords> = { en: exportWords('en'), de: exportWords('de') };

/** A stored bot_risk value in words; null (not assessed yet) stays empty, an unknown value shows as stored. */
export function botRiskText(locale: ExportLocale, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (EXPORT_WORDS[locale].botRisk as Record<string, string>)[value] ?? value;
}

/**
 * A channel's categories in the reader's language: its taxonomy ids through the Categories catalogue (what the app
 * shows); a channel not yet classified keeps its source labels as read, which are the source's words, not ours.
 */
export function categoriesText(locale: ExportLocale, categoryIds: readonly string[], sourceLabels: readonly string[]): string {
  const ids = categoryIds.filter(isCategoryId);
  if (ids.length === 0) return sourceLabels.join(', ');
  const t = translateFor(locale);
  return ids.map((id) => t(`Categories.${id}`)).join(', ');
}
