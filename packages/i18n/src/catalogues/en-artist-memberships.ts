/** English: the artist page's "In your organisation" section: campaigns, watchlists and tags holding the artist (issue 39). */
export const enArtistMemberships = {
  ArtistMemberships: {
    title: 'In your organisation',
    description: 'Campaigns, watchlists and tags that already hold one of this artist’s channels.',
    campaigns: 'Campaigns',
    watchlists: 'Watchlists',
    tags: 'Tags',
    'no-campaigns': 'Not in any campaign yet',
    'no-watchlists': 'Not on any watchlist yet',
    'no-tags': 'No tags yet',
    draft: 'Draft',
    'no-column': 'No column',
    'column-of-channel': '{{column}} · {{channel}}',
    'open-board': 'Open the board of {{name}}',
    'open-watchlist': 'Open the watchlist {{name}}',
    'open-tag': 'Open the tag {{name}}',
    'on-channels': 'with {{channels}}',
    'load-failed': 'The campaigns, watchlists and tags could not be loaded.',
  },
} as const;
