/** English: a feed item's own menu, and a watchlist drop that only partly fits (issue 40). */
export const enFeedLists = {
  FeedItem: {
    menu: 'Actions for this notification',
    'mark-read': 'Mark as read',
    'mark-unread': 'Mark as unread',
  },
  ListDrop: {
    'partly-added_one': '{{count}} channel added, {{left}} not: the list has reached its limit of {{max}}.',
    'partly-added_other': '{{count}} channels added, {{left}} not: the list has reached its limit of {{max}}.',
  },
} as const;
