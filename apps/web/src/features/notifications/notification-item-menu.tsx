import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@knocklabs/client';
import { useKnockFeed } from '@knocklabs/react-core';
import { Button, DeferredDropdownMenu, DropdownMenuContent, DropdownMenuItem, MoreIcon } from '@creatorlens/ui';

/**
 * A feed item's own menu: mark it read or unread through the official client, whose optimistic update gives the
 * cell its new look at once. A menu button, so the keyboard reaches it by Tab and opens it with Enter or Space.
 */
export function NotificationItemMenu({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const { feedClient } = useKnockFeed();
  const isUnread = !item.read_at;
  return (
    <DeferredDropdownMenu
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('FeedItem.menu')} className="size-7 shrink-0 text-muted-foreground">
          <MoreIcon size={14} />
        </Button>
      }
    >
      <DropdownMenuContent align="end">
        {isUnread ? (
          <DropdownMenuItem onSelect={() => void feedClient.markAsRead(item)}>{t('FeedItem.mark-read')}</DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => void feedClient.markAsUnread(item)}>{t('FeedItem.mark-unread')}</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}
