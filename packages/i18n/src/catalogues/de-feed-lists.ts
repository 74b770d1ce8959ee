import type { Catalogue } from './types.ts';
import type { enFeedLists } from './en-feed-lists.ts';

/** German: das eigene Menü einer Benachrichtigung und ein Ablegen auf einer Watchlist, das nur zum Teil passt (Issue 40). */
export const deFeedLists: Pick<Catalogue, keyof typeof enFeedLists> = {
  FeedItem: {
    menu: 'Aktionen für diese Benachrichtigung',
    'mark-read': 'Als gelesen markieren',
    'mark-unread': 'Als ungelesen markieren',
  },
  ListDrop: {
    'partly-added_one': '{{count}} Kanal hinzugefügt, {{left}} nicht: Die Liste hat ihr Limit von {{max}} erreicht.',
    'partly-added_other': '{{count}} Kanäle hinzugefügt, {{left}} nicht: Die Liste hat ihr Limit von {{max}} erreicht.',
  },
};
