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
