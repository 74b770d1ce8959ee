/**
 * English: when a channel's figures were observed and where they come from. `Sources` is the one map from source id
 * (channel.source, channel_snapshot.source, post.source) to label: the seed's data sets (folders of
 * packages/db/seed-data), the platform connectors (`<connector>-api`) and imports; an id missing here is shown
 * through `unknown`. Freshness words follow the data: a series is called daily only when its points are daily.
 */
export const enSources = {
  Freshness: {
    'followers-observed': 'Followers observed {{date}}',
    'figures-observed': 'Figures observed {{date}}',
    'no-figures': 'No figures observed yet',
    source: 'source: {{source}}',
    'posts-up-to': 'Posts up to {{date}}',
    'point-source': 'Source: {{source}}',
    'artist-observed': 'Figures observed {{range}} (each channel below names its date and source)',
    'series-daily_one': 'Follower count, {{count}} daily point, {{range}}',
    'series-daily_other': 'Follower count, {{count}} daily points, {{range}}',
    'series-weekly_one': 'Follower count, {{count}} weekly point, {{range}}',
    'series-weekly_other': 'Follower count, {{count}} weekly points, {{range}}',
    'series-monthly_one': 'Follower count, {{count}} monthly point, {{range}}',
    'series-monthly_other': 'Follower count, {{count}} monthly points, {{range}}',
    'series-irregular_one': 'Follower count, {{count}} point, {{range}}',
    'series-irregular_other': 'Follower count, {{count}} points at irregular intervals, {{range}}',
  },
  Sources: {
    'instagram-global-top1000': 'Top 1000 Instagram accounts worldwide (2022)',
    'instagram-top200': 'Top 200 Instagram influencers (2022)',
    'instagram-posts-nl-2025': 'Instagram posts of five influencers (2025)',
    'instagram-tiktok-dach-inbeat': 'Instagram and TikTok creators in Germany, Austria and Switzerland (inBeat)',
    'tiktok-videos-apify': 'TikTok videos collected with Apify (2022)',
    'tiktok-videos-vn-2025': 'TikTok videos, two crawls (2025)',
    'top1000-social-2022': 'Top 1000 social media channels (2022)',
    'twitch-top1000': 'Top 1000 Twitch streamers (2019–2020)',
    'twitch-de-2022': 'German-speaking Twitch streamers (2022)',
    'youtube-channels-daily-fr': 'Daily YouTube channel tracker (2026)',
    'youtube-global-2023': 'Global YouTube statistics (2023)',
    'youtube-trending-de': 'YouTube trending videos (2020 and 2024)',
    'youtube-weekly-socialblade': 'Weekly subscriber history from Social Blade (2019–2022)',
    'youtube-swiss-creators-2019-2021': 'Swiss YouTube creators (2019–2021)',
    'youtube-swiss-creators-yearly': 'Swiss YouTube creators, yearly figures',
    'youtube-api': 'YouTube Data API (refresh)',
    'twitch-api': 'Twitch API (refresh)',
    'instagram-api': 'Instagram API (refresh)',
    'tiktok-api': 'TikTok API (refresh)',
    import: 'Imported list (not yet confirmed by a platform)',
    seed: 'Initial data set',
    unknown: 'Source “{{id}}”',
  },
} as const;
