/** English copy of the landing page (its own module: the landing's entry loads only this page's words). */
export const enSiteLandingPage = {
  landing: {
    'meta-title': 'Creatorlens – creator analytics and influencer marketing for brands and agencies',
    'meta-description':
      'Find creators on Instagram, TikTok, YouTube and Twitch, compare engagement with platform-specific definitions, detect botting and run campaigns as a team. Self-hostable, in German and English.',
    eyebrow: 'Creator analytics for brands and agencies',
    title: 'Find the right creators. Prove what works.',
    lead: 'Creatorlens searches channels on Instagram, TikTok, YouTube and Twitch, measures them with the engagement definition each platform deserves, and keeps your shortlists, campaigns and team notes in one workspace.',
    sections: [
      {
        title: 'Discovery across four platforms',
        body: 'Search by name, handle or pasted profile link, then filter by platform, follower range, country, language, growth and engagement. Save searches and pick up where you left off.',
        points: [
          'Instagram, TikTok, YouTube and Twitch in one search',
          'Filters for size tier, country, language and growth',
          'Saved searches for your recurring briefs',
        ],
      },
      {
        title: 'Analytics with honest engagement',
        body: 'Engagement means something different on every platform, so we say exactly what we compute: (likes + comments) / followers on Instagram, (likes + comments + shares) / views on TikTok, likes / views on YouTube, and hours watched with average and peak viewers on Twitch.',
        points: ['The definition is shown beside every figure', 'Follower growth over 30 days', 'Posting frequency and average views'],
      },
      {
        title: 'Benchmarks that put numbers in context',
        body: 'Every channel is compared with channels of the same platform and size tier, from nano to mega. A percentile bar shows at a glance whether 3 % engagement is excellent or ordinary.',
        points: [
          'Percentiles per platform and size tier',
          'Growth, engagement, views and frequency',
          'Charts of the fastest-growing creators',
        ],
      },
      {
        title: 'Branded content and giveaways',
        body: 'See which posts are sponsored, which brands a creator already works with, and which posts are giveaways that inflate engagement for a few days.',
        points: ['Sponsored posts tagged per brand', 'Giveaways recognised and listed separately', 'Content feed across all platforms'],
      },
      {
        title: 'Botting detection',
        body: 'Sudden follower jumps, engagement that does not match reach, and growth that ignores the content calendar are flagged, so you do not pay for an audience that does not exist.',
        points: ['Anomalies in follower growth', 'Engagement outside the expected band', 'Explained signals instead of a black-box score'],
      },
      {
        title: 'Campaigns board and team collaboration',
        body: 'Move creators through your own columns, from longlist to published. Watchlists, tags, CRM fields and comments with mentions keep the whole team on the same page.',
        points: ['Board with your own columns and dates', 'Watchlists and colour tags', 'Comments, mentions and custom CRM fields'],
      },
      {
        title: 'Self-hostable, in German and English',
        body: 'Run Creatorlens on your own server with the embedded database or your PostgreSQL. Every screen is available in German and English, in light and dark mode.',
        points: [
          'One Node.js process, PostgreSQL or embedded PGlite',
          'Your data stays in your infrastructure',
          'Formal German and English throughout',
        ],
      },
    ],
  },
} as const;
