/** English: result counts of creator and content discovery, capped at the count cap ("10,000+"), and cursor pages. */
export const enDiscoveryCounts = {
  DiscoveryCounts: {
    // {{count}} picks the plural form; {{formatted}} is the same number in the reader's locale (10,000 / 10.000).
    channels_one: '{{formatted}} channel',
    channels_other: '{{formatted}} channels',
    'channels-capped': '{{formatted}}+ channels',
    posts_one: '{{formatted}} post',
    posts_other: '{{formatted}} posts',
    'posts-capped': '{{formatted}}+ posts',
    'capped-hint': 'Counting stops at {{formatted}}. Narrow the filters for an exact number; every page stays reachable.',
    page: 'Page {{page}}',
  },
} as const;
