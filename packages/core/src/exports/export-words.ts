import type { BotRiskValue } from '@creatorlens/contracts';

/*
 * The words inside exported files (headers, enumerated values, file and sheet names) in the two product languages.
 * They live here rather than in packages/i18n because core may not import the UI catalogues (eslint layer rule); the
 * web app's export menu words are in the Exports catalogue pair. English headers stay as they were: spreadsheets
 * built on earlier exports refer to them.
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

export const EXPORT_WORDS: Record<ExportLocale, ExportWords> = {
  en: {
    columns: {
      channel: 'Channel',
      handle: 'Handle',
      platform: 'Platform',
      profileUrl: 'Profile URL',
      country: 'Country',
      language: 'Language',
      categories: 'Categories',
      followers: 'Followers',
      engagementRate: 'Engagement rate',
      gain30d: '30-day gain',
      growth30d: '30-day growth',
      averageViews: 'Average views',
      averageLikes: 'Average likes',
      postsPerWeek: 'Posts per week',
      added: 'Added',
      changeSinceAdded: 'Change since added',
      botRisk: 'Bot risk',
      dataAsOf: 'Data as of',
      source: 'Source',
      engagementBasis: 'Engagement basis',
      growthBasis: 'Growth basis',
      averagesBasis: 'Averages basis',
      cadenceBasis: 'Posts per week basis',
      column: 'Column',
      position: 'Position',
      assignee: 'Assignee',
      maxBudget: 'Max budget',
      notes: 'Notes',
    },
    botRisk: { low: 'low', medium: 'medium', high: 'high', 'insufficient-data': 'not enough data' },
    files: { watchlist: 'watchlist', campaign: 'campaign', discovery: 'discovery', shortlist: 'shortlist' },
    discoverySheet: 'Discovery',
  },
  de: {
    columns: {
      channel: 'Kanal',
      handle: 'Handle',
      platform: 'Plattform',
      profileUrl: 'Profil-URL',
      country: 'Land',
      language: 'Sprache',
      categories: 'Kategorien',
      followers: 'Follower',
      engagementRate: 'Engagement-Rate',
      gain30d: 'Zuwachs 30 Tage',
      growth30d: 'Wachstum 30 Tage',
      averageViews: 'Ø Aufrufe',
      averageLikes: 'Ø Likes',
      postsPerWeek: 'Posts pro Woche',
      added: 'Hinzugefügt',
      changeSinceAdded: 'Veränderung seit Hinzufügen',
      botRisk: 'Bot-Risiko',
      dataAsOf: 'Datenstand',
      source: 'Quelle',
      engagementBasis: 'Grundlage Engagement',
      growthBasis: 'Grundlage Wachstum',
      averagesBasis: 'Grundlage Durchschnitte',
      cadenceBasis: 'Grundlage Posts pro Woche',
      column: 'Spalte',
      position: 'Position',
      assignee: 'Zuständig',
      maxBudget: 'Max. Budget',
      notes: 'Notizen',
    },
    botRisk: { low: 'niedrig', medium: 'mittel', high: 'hoch', 'insufficient-data': 'zu wenig Daten' },
    files: { watchlist: 'merkliste', campaign: 'kampagne', discovery: 'suche', shortlist: 'shortlist' },
    discoverySheet: 'Suche',
  },
};

/** A stored bot_risk value in words; null (not assessed yet) stays empty, an unknown value shows as stored. */
export function botRiskText(locale: ExportLocale, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (EXPORT_WORDS[locale].botRisk as Record<string, string>)[value] ?? value;
}
