import { useTranslation } from 'react-i18next';
import { useKnockClient, useKnockFeed } from '@knocklabs/react-core';
import { Button } from '@creatorlens/ui';

/**
 * The bulk actions of the popup: Mark all as read, Archive Read and archive all (spec §2). After each one
 * `onApplied` has the current tab fetched again, once the server has applied it, so a filtered tab shows the new state.
 */
export function FeedToolbar({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation();
  const knock = useKnockClient();
  const { feedClient, useFeedStore } = useKnockFeed();
  // Not the client's markAllReadAsArchived: it archives the whole feed on the server (its bulk request is scoped
  // by the feed's default status, none here) and hides the *unread* items locally. This asks for the read ones.
  const archiveRead = () =>
    knock.messages.bulkUpdateAllStatusesInChannel({
      channelId: feedClient.feedId,
      status: 'archive',
      options: { user_ids: knock.userId ? [knock.userId] : [], engagement_status: 'read', archived: 'exclude' },
    });
  const { unreadCount, totalCount } = useFeedStore((state) => ({
    unreadCount: state.metadata.unread_count,
    totalCount: state.metadata.total_count,
  }));
  const hasItems = totalCount > 0;
  const run = (action: () => Promise<unknown>) => () => void action().then(onApplied);
  const actionClassName = 'h-7 px-2 text-xs';
  return (
    <div className="flex flex-wrap items-center justify-end gap-0.5 border-b border-border px-2 py-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={unreadCount === 0}
        className={actionClassName}
        onClick={run(() => feedClient.markAllAsRead())}
      >
        {t('Notifications.mark-all-read')}
      </Button>
      <Button variant="ghost" size="sm" disabled={!hasItems} className={actionClassName} onClick={run(archiveRead)}>
        {t('Notifications.archive-read')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={!hasItems}
        className={actionClassName}
        onClick={run(() => feedClient.markAllAsArchived())}
      >
        {t('Notifications.archive-all')}
      </Button>
    </div>
  );
}
