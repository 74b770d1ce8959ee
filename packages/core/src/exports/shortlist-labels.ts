import { translateFor } from '@creatorlens/i18n';
import type { ReportLocale } from './report-labels.ts';

const PLAIN_KEYS = [
  'watchlist',
  'campaign',
  'generated',
  'dataAsOf',
  'noData',
  'creator',
  'followers',
  'engagement',
  'growth',
  'views',
  'botRisk',
  'sponsored',
  'noSponsoredData',
  'notLicensed',
  'source',
  'basis',
  'empty',
  'footer',
  'riskNotAssessed',
] as const;

interface ShortlistLabels {
  watchlist: string;
  campaign: string;
  generated: string;
  dataAsOf: string;
  noData: string;
  creators: (count: number) => string;
  creator: string;
  followers: string;
  engagement: string;
  growth: string;
  views: string;
  botRisk: string;
  sponsored: string;
  sponsoredPosts: (posts: number, analysed: number) => string;
  noSponsoredData: string;
  notLicensed: string;
  source: string;
  basis: string;
  empty: string;
  page: (page: number, pages: number) => string;
  footer: string;
  riskNotAssessed: string;
}

function shortlistLabels(locale: ReportLocale): ShortlistLabels {
  const t = translateFor(locale);
  return {
    ...(Object.fromEntries(PLAIN_KEYS.map((key) => [key, t(`ShortlistTexts.${key}`)])) as Record<(typeof PLAIN_KEYS)[number], string>),
    creators: (count) => t('ShortlistTexts.creators', { count }),
    sponsoredPosts: (posts, analysed) => t('ShortlistTexts.sponsoredPosts', { posts, analysed }),
    page: (page, pages) => t('ShortlistTexts.page', { page, pages }),
  };
}

/** The shortlist PDF's words (ShortlistTexts catalogue) in the two product languages; the route passes the reader's. */
export const SHORTLIST_LABELS: Record<ReportLocale, ShortlistLabels> = { en: shortlistLabels('en'), de: shortlistLabels('de') };
