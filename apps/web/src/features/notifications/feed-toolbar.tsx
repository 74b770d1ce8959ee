import { useTranslation } from 'react-i18next';
import { useKnockFeed } from '@knocklabs/react-core';
import { Button } from '@creatorlens/ui';
import type { FeedStatus } from './feed-list.tsx';

/**
 * The bulk actions of the popup: Mark all as read, Archive Read and archive all (spec §2). After each one the
 * current tab is fetched again, once the server has applied it, so a filtered tab shows the new state.
 */
export function FeedToolbar({ status }: { status: FeedStatus }) {
  const { t } = useTranslation();
  const { feedClient, useFeedStore } = useKnockFeed();
  const { unreadCount, totalCount } = useFeedStore((state) => ({
    unreadCount: state.metadata.unread_count,
    totalCount: state.metadata.total_count,
  }));
  const hasItems = totalCount > 0;
  const run = (action: () => Promise<unknown>) => () => void action().then(() => feedClient.fetch({ status }));
  const actionClassName = 'h-7 px-2 text-xs';
  return (
    <div className="flex flex-wrap items-center justify-end gap-0.5 border-b border-border px-2 py-1">
      <Button variant="ghost" size="sm" disabled={unreadCount === 0} className={actionClassName} onClick={run(() => feedClient.markAllAsRead())}>
        {t('Notifications.mark-all-read')}
      </Button>
      <Button variant="ghost" size="sm" disabled={!hasItems} className={actionClassName} onClick={run(() => feedClient.markAllReadAsArchived())}>
        {t('Notifications.archive-read')}
      </Button>
      <Button variant="ghost" size="sm" disabled={!hasItems} className={actionClassName} onClick={run(() => feedClient.markAllAsArchived())}>
        {t('Notifications.archive-all')}
      </Button>
    </div>
  );
}
