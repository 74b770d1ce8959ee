import type { ReportLocale } from './report-labels.ts';

/** The shortlist PDF's words in the two product languages (the route passes the reader's UI language). */
export const SHORTLIST_LABELS: Record<
  ReportLocale,
  {
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
> = {
  en: {
    watchlist: 'Watchlist shortlist',
    campaign: 'Campaign shortlist',
    generated: 'Generated',
    dataAsOf: 'Data as of',
    noData: 'not yet known',
    creators: (count) => (count === 1 ? '1 creator' : `${count} creators`),
    creator: 'Creator',
    followers: 'Followers',
    engagement: 'Engagement',
    growth: '30-day growth',
    views: 'Avg. views',
    botRisk: 'Bot risk',
    sponsored: 'Sponsored posts',
    sponsoredPosts: (posts, analysed) => `${posts} of ${analysed} posts`,
    noSponsoredData: 'no posts analysed yet',
    notLicensed: 'not in your licence',
    source: 'Source',
    basis: 'What the figures rest on',
    empty: 'There are no creators on this list yet.',
    page: (page, pages) => `Page ${page} of ${pages}`,
    footer: 'Figures from public platform data; engagement follows each platform’s definition.',
    riskNotAssessed: 'not assessed',
  },
  de: {
    watchlist: 'Shortlist der Merkliste',
    campaign: 'Shortlist der Kampagne',
    generated: 'Erstellt',
    dataAsOf: 'Datenstand',
    noData: 'noch unbekannt',
    creators: (count) => (count === 1 ? '1 Creator' : `${count} Creator`),
    creator: 'Creator',
    followers: 'Follower',
    engagement: 'Engagement',
    growth: 'Wachstum 30 Tage',
    views: 'Ø Aufrufe',
    botRisk: 'Bot-Risiko',
    sponsored: 'Gesponserte Beiträge',
    sponsoredPosts: (posts, analysed) => `${posts} von ${analysed} Beiträgen`,
    noSponsoredData: 'noch keine Beiträge ausgewertet',
    notLicensed: 'nicht in Ihrer Lizenz',
    source: 'Quelle',
    basis: 'Grundlagen der Kennzahlen',
    empty: 'Auf dieser Liste stehen noch keine Creator.',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    footer: 'Kennzahlen aus öffentlichen Plattformdaten; Engagement nach der Definition der jeweiligen Plattform.',
    riskNotAssessed: 'nicht bewertet',
  },
};
