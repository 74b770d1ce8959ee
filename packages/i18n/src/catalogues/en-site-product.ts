import { enSiteLandingPage } from './en-site-landing.ts';

/**
 * English copy of the product pages, keyed by path without the leading slash ('' is the landing page). Each page:
 * meta title and description, eyebrow, title, lead, and sections (title, body, points). The German file must have
 * the same shape, section for section.
 */
export const enSiteProductPages = {
  ...enSiteLandingPage,
  features: {
    'meta-title': 'Features – Creatorlens',
    'meta-description':
      'Channel types, audience insights, botting detection, giveaways, teamwork and benchmarking: what Creatorlens does for influencer marketing teams.',
    eyebrow: 'Features',
    title: 'Everything an influencer team needs, measured properly',
    lead: 'From the first search to the campaign report: these are the building blocks of Creatorlens.',
    sections: [
      {
        title: 'Channel types',
        body: 'Creators rarely live on one platform. Creatorlens groups the Instagram, TikTok, YouTube and Twitch channels of one person into a creator profile, with the figures that matter per channel type.',
        points: [
          'One profile per creator, several channels',
          'Platform-specific key figures',
          'Snapchat recorded where licences allow reading it',
        ],
      },
      {
        title: 'Audience',
        body: 'Country and language of a channel, its size tier and its growth tell you whether the audience fits your market before you write the first message.',
        points: ['Country and language filters', 'Size tiers from nano to mega', 'Growth over 30 days'],
      },
      {
        title: 'Botting detection',
        body: 'Follower jumps without matching content, and engagement far outside the benchmark band, are flagged with the reason, so you can judge the signal yourself.',
        points: ['Growth anomalies', 'Engagement outliers', 'Reasons, not a black box'],
      },
      {
        title: 'Giveaways',
        body: 'Giveaway posts attract comments from people who want to win, not from fans. Creatorlens recognises them and shows them separately so they do not distort the engagement rate.',
        points: ['Giveaways detected from the caption', 'Shown separately in the content feed', 'Context for unusual engagement'],
      },
      {
        title: 'Teamwork',
        body: 'Organisations with roles, invitations and seats. Share watchlists and campaigns, leave comments with mentions, and record your own CRM fields per channel.',
        points: ['Admins and members per organisation', 'Comments with mentions and notifications', 'Custom CRM fields'],
      },
      {
        title: 'Benchmarking',
        body: 'Percentiles against channels of the same platform and size tier turn raw numbers into a judgement you can defend in front of a client.',
        points: ['Engagement, growth, views, frequency', 'Per platform and size tier', 'Charts of top growers'],
      },
    ],
  },
  'features/instagram': {
    'meta-title': 'Instagram analytics – Creatorlens',
    'meta-description':
      'Instagram creator search and analytics: engagement as (likes + comments) / followers over the last 12 posts, growth, branded posts.',
    eyebrow: 'Instagram',
    title: 'Instagram creators, measured the Instagram way',
    lead: 'Find Instagram creators by audience and growth, and judge them with an engagement rate that matches how Instagram works.',
    sections: [
      {
        title: 'Engagement over the last 12 posts',
        body: 'On Instagram we compute (likes + comments) / followers per post and average it over the 12 newest posts, the common industry window.',
        points: ['Per-post engagement', 'Average of the 12 newest posts', 'Definition shown next to the figure'],
      },
      {
        title: 'Growth and size tier',
        body: 'Follower growth over 30 days and the size tier place every account among its peers, from nano accounts to celebrities.',
        points: ['30-day growth', 'Size tier benchmark', 'Charts of fastest-growing accounts'],
      },
      {
        title: 'Sponsored posts and giveaways',
        body: 'Paid partnerships and giveaways are recognised, so you see which brands an account already works with and which spikes were bought with prizes.',
        points: ['Brands per creator', 'Giveaways listed separately', 'Content feed with filters'],
      },
    ],
  },
  'features/tiktok': {
    'meta-title': 'TikTok analytics – Creatorlens',
    'meta-description': 'TikTok creator search and analytics: engagement as (likes + comments + shares) / views, average views and growth.',
    eyebrow: 'TikTok',
    title: 'TikTok creators beyond the follower count',
    lead: 'On TikTok reach comes from the feed, not from followers. Creatorlens measures views and shares so you can compare creators fairly.',
    sections: [
      {
        title: 'Engagement based on views',
        body: 'TikTok engagement is (likes + comments + shares) / views per video, averaged over the 30 newest videos.',
        points: ['Shares count as engagement', 'View-based, not follower-based', 'Average of 30 videos'],
      },
      {
        title: 'Average views and posting rhythm',
        body: 'Average views and posts per week show whether a creator reaches people consistently or lives on one viral hit.',
        points: ['Average views', 'Posts per week', 'Growth over 30 days'],
      },
      {
        title: 'Trending creators',
        body: 'The charts rank TikTok creators by follower gain and growth rate per size class and country.',
        points: ['Charts per country', 'Size classes', 'Rank changes since last period'],
      },
    ],
  },
  'features/youtube': {
    'meta-title': 'YouTube analytics – Creatorlens',
    'meta-description':
      'YouTube channel search and analytics: engagement as likes / views, average views, subscriber growth and sponsored videos.',
    eyebrow: 'YouTube',
    title: 'YouTube channels with views that hold up',
    lead: 'Subscribers say little about today’s reach. Creatorlens looks at the views and likes of recent videos.',
    sections: [
      {
        title: 'Engagement as likes per view',
        body: 'For YouTube we compute likes / views per video over the 30 newest uploads, because comments are often disabled.',
        points: ['Likes / views', 'Average of 30 videos', 'Definition shown next to the figure'],
      },
      {
        title: 'Subscriber growth',
        body: 'Growth over 30 days shows which channels are gaining momentum and which live on their back catalogue.',
        points: ['30-day growth', 'Average views per video', 'Size tier benchmark'],
      },
      {
        title: 'Find channels by link',
        body: 'Paste a channel link or channel ID into the search and land on the channel directly.',
        points: ['Search by name or handle', 'Paste channel URLs', 'Across all platforms at once'],
      },
    ],
  },
  'features/twitch': {
    'meta-title': 'Twitch analytics – Creatorlens',
    'meta-description': 'Twitch streamer analytics: hours watched, average and peak viewers, airtime and follower growth.',
    eyebrow: 'Twitch',
    title: 'Twitch streamers, judged by who is watching',
    lead: 'Twitch has no meaningful follower-based engagement rate. We show what sponsors of live streams actually need.',
    sections: [
      {
        title: 'Hours watched and viewers',
        body: 'Hours watched, average viewers and peak viewers describe a streamer’s real audience. Where watch time is missing, hours watched are average viewers × airtime hours.',
        points: ['Hours watched', 'Average and peak viewers', 'Airtime hours'],
      },
      {
        title: 'No invented engagement rate',
        body: 'Instead of a misleading percentage we say openly that Twitch engagement is not computed and show the streaming figures instead.',
        points: ['Honest definitions', 'Comparable within Twitch', 'Shown beside every figure'],
      },
      {
        title: 'Streamers next to their other channels',
        body: 'Many streamers also publish on YouTube and TikTok. Their creator profile shows all channels together.',
        points: ['One profile per creator', 'Cross-platform reach', 'Shared watchlists and campaigns'],
      },
    ],
  },
  'features/discovery': {
    'meta-title': 'Creator discovery – Creatorlens',
    'meta-description':
      'Search creators on Instagram, TikTok, YouTube and Twitch by name, handle or link, and filter by size, country, language, growth and engagement.',
    eyebrow: 'Discovery',
    title: 'Find creators who fit your brief',
    lead: 'One search across four platforms with filters that answer real briefing questions.',
    sections: [
      {
        title: 'Search as you type',
        body: 'Type a name or handle, or paste a profile link. Exact handles come first, then prefixes, then similar names.',
        points: ['Name, handle or link', 'Ranked by relevance and reach', 'Across platforms'],
      },
      {
        title: 'Filters that matter',
        body: 'Narrow down by platform, follower range, size tier, country, language, engagement and growth.',
        points: ['Size tier and follower range', 'Country and language', 'Engagement and growth'],
      },
      {
        title: 'Saved searches and comparison',
        body: 'Save searches for recurring briefs and compare shortlisted channels side by side.',
        points: ['Saved searches', 'Side-by-side comparison', 'Add to watchlists and campaigns'],
      },
    ],
  },
  'features/analytics': {
    'meta-title': 'Creator analytics – Creatorlens',
    'meta-description':
      'Growth, engagement with platform-specific definitions, benchmarks per size tier and botting signals for every channel.',
    eyebrow: 'Analytics',
    title: 'Numbers you can explain to a client',
    lead: 'Every figure in Creatorlens comes with its definition and a benchmark, so you know what it means.',
    sections: [
      {
        title: 'Growth over time',
        body: 'Follower history and 30-day growth per channel, in an interactive chart.',
        points: ['Follower history', '30-day growth', 'Interactive charts'],
      },
      {
        title: 'Benchmarks per size tier',
        body: 'Percentile bars compare engagement, growth, views and posting frequency with peers on the same platform and size tier.',
        points: ['Percentiles', 'Peers of the same size', 'Four key figures'],
      },
      {
        title: 'Signals of bought reach',
        body: 'Follower jumps and engagement outliers are flagged with their reason.',
        points: ['Growth anomalies', 'Engagement outliers', 'Explained signals'],
      },
    ],
  },
  'features/content': {
    'meta-title': 'Creator content feed – Creatorlens',
    'meta-description':
      'All posts, videos and streams of the creators you follow in one feed, with engagement per post, sponsored posts and giveaways.',
    eyebrow: 'Content',
    title: 'Every post of your creators in one feed',
    lead: 'See what creators publish across platforms and how each post performs.',
    sections: [
      {
        title: 'One feed, four platforms',
        body: 'Posts, videos and streams of a channel, newest first, with likes, comments, views and engagement per post.',
        points: ['Per-post figures', 'Filter by platform', 'Newest first'],
      },
      {
        title: 'Sponsored and giveaway posts marked',
        body: 'Branded posts name the brand; giveaways are flagged so you can read engagement in context.',
        points: ['Brand mentions', 'Giveaway flag', 'Context for spikes'],
      },
      {
        title: 'Read access per licence',
        body: 'Which platforms’ posts your team may read is part of your licence, so costs stay predictable.',
        points: ['Platforms per plan', 'Clear limits', 'No surprises'],
      },
    ],
  },
  'features/branded-content': {
    'meta-title': 'Branded content tracking – Creatorlens',
    'meta-description':
      'Track sponsored posts: which creators work with which brands, how sponsored posts perform, and which creators work with competitors.',
    eyebrow: 'Branded content',
    title: 'See who already works with which brand',
    lead: 'Sponsored posts reveal partnerships, competitors and prices in the market.',
    sections: [
      {
        title: 'Brands per creator',
        body: 'Every sponsored post is attributed to the brand it mentions, so a creator profile lists its partners.',
        points: ['Partner brands', 'Sponsored posts per brand', 'Across platforms'],
      },
      {
        title: 'Performance of sponsored posts',
        body: 'Compare engagement of sponsored and organic posts to see whether a creator’s audience accepts advertising.',
        points: ['Sponsored vs organic', 'Per-post engagement', 'Benchmarks'],
      },
      {
        title: 'Competitor view',
        body: 'Search for a brand and see which creators promote it.',
        points: ['Brand search', 'Creator lists per brand', 'Add to watchlists'],
      },
    ],
  },
  'features/campaigns': {
    'meta-title': 'Influencer campaign management – Creatorlens',
    'meta-description': 'Plan influencer campaigns on a board with your own columns, dates and team comments, from shortlist to published.',
    eyebrow: 'Campaigns',
    title: 'Run campaigns on one board',
    lead: 'From longlist to published post: a board with your own columns, start and end dates, and the whole team on it.',
    sections: [
      {
        title: 'Your columns, your process',
        body: 'Create columns such as longlist, contacted, confirmed and published, and drag channels between them.',
        points: ['Custom columns', 'Drag and drop', 'Draft, ready, active and ended states'],
      },
      {
        title: 'Dates and progress',
        body: 'Campaigns with an end date show their progress; open-ended campaigns stay active until you close them.',
        points: ['Start and end dates', 'Progress display', 'Campaigns without end'],
      },
      {
        title: 'Team and CRM',
        body: 'Comments with mentions, custom CRM fields and tags keep everything you know about a creator next to the campaign.',
        points: ['Comments and mentions', 'CRM fields', 'Tags in six colours'],
      },
    ],
  },
  'solutions/brands': {
    'meta-title': 'Influencer marketing for brands – Creatorlens',
    'meta-description':
      'For brand teams: find creators who fit, check their audience and engagement, detect botting, and track your campaigns.',
    eyebrow: 'For brands',
    title: 'Choose creators with evidence, not gut feeling',
    lead: 'Brand teams use Creatorlens to find creators that fit the brand, check them before signing, and track what the partnership delivers.',
    sections: [
      {
        title: 'Before you sign',
        body: 'Check audience country and language, growth, engagement against the benchmark and botting signals in minutes.',
        points: ['Audience fit', 'Benchmarked engagement', 'Botting signals'],
      },
      {
        title: 'Know the competition',
        body: 'Branded content shows which creators already promote competitors, and how those posts perform.',
        points: ['Competitor partnerships', 'Sponsored post performance', 'Market overview'],
      },
      {
        title: 'Your data in your hands',
        body: 'Run Creatorlens on your own infrastructure if your security team prefers it.',
        points: ['Self-hostable', 'PostgreSQL', 'German and English'],
      },
    ],
  },
  'solutions/agencies': {
    'meta-title': 'Influencer marketing for agencies – Creatorlens',
    'meta-description':
      'For agencies: discovery across four platforms, shared watchlists, campaign boards and CRM fields for many clients and teams.',
    eyebrow: 'For agencies',
    title: 'Many clients, one workspace',
    lead: 'Agencies use Creatorlens to answer briefs faster, share shortlists with the team, and run campaigns for several clients side by side.',
    sections: [
      {
        title: 'Answer briefs in hours',
        body: 'Saved searches and filters turn a brief into a shortlist quickly; comparisons make the recommendation easy to defend.',
        points: ['Saved searches', 'Comparison', 'Benchmarks for the pitch'],
      },
      {
        title: 'Organise by client',
        body: 'Watchlists, tags and campaigns per client; several organisations per user when you work for separate entities.',
        points: ['Watchlists per client', 'Tags', 'Several organisations'],
      },
      {
        title: 'Team with roles',
        body: 'Invite colleagues as admins or members, manage seats and credits, and keep notes in CRM fields and comments.',
        points: ['Roles and seats', 'Credits', 'Comments and CRM'],
      },
    ],
  },
} as const;
