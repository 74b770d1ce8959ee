import type { ActionButton, FeedItem } from '@knocklabs/client';

/** The parts of a feed item the cell shows, read from its blocks (body HTML, action URL, buttons). */
export function feedItemParts(item: FeedItem) {
  let bodyHtml = '';
  let actionUrl: string | undefined;
  let buttons: ActionButton[] = [];
  for (const block of item.blocks) {
    if (block.type === 'button_set') buttons = block.buttons;
    else if (block.name === 'body') bodyHtml = block.rendered;
    else if (block.name === 'action_url') actionUrl = block.rendered || undefined;
  }
  // The server sends other users' name and avatar only, never their e-mail address.
  const actor = item.actors[0] as { name?: string | null; avatar?: string | null } | undefined;
  const actorName = actor?.name || '';
  return { bodyHtml, actionUrl, buttons, actorName, actorAvatar: actor?.avatar ?? null };
}

/** The feed statuses the popup's tabs filter by. */
export type FeedStatus = 'all' | 'unread' | 'read' | 'unseen';

/**
 * Whether an item belongs on a tab, by its own read and seen marks. The server filters each tab's fetch, but the
 * client's single list holds whichever answer landed last: a realtime refresh (every status) or an answer read before
 * a bulk action was applied can land after the tab's own, and for a moment the Read tab showed an unread item.
 */
export function isOnFeedTab(item: Pick<FeedItem, 'read_at' | 'seen_at'>, status: FeedStatus): boolean {
  if (status === 'read') return item.read_at !== null;
  if (status === 'unread') return item.read_at === null;
  if (status === 'unseen') return item.seen_at === null;
  return true;
}
