import { translateFor } from '@creatorlens/i18n';

export type ReportLocale = 'en' | 'de';

const LABEL_KEYS = [
  'subtitle',
  'generated',
  'dataAsOf',
  'noData',
  'kpis',
  'channel',
  'platform',
  'followers',
  'engagement',
  'growth',
  'views',
  'postsPerWeek',
  'basis',
  'followerGrowth',
  'engagementByChannel',
  'noHistory',
  'footer',
] as const;

type ReportLabels = Record<(typeof LABEL_KEYS)[number], string>;

const reportLabels = (locale: ReportLocale): ReportLabels => {
  const t = translateFor(locale);
  return Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`ReportTexts.${key}`)])) as ReportLabels;
};

/** The artist report's words (ReportTexts catalogue) in the two product languages; the route passes the reader's. */
export const REPORT_LABELS: Record<ReportLocale, ReportLabels> = { en: reportLabels('en'), de: reportLabels('de') };
