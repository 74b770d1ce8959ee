import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkStatus } from '@knocklabs/client';
import { useKnockFeed } from '@knocklabs/react-core';
import { BellIcon, Button, EmptyState, Spinner } from '@creatorlens/ui';
import { isOnFeedTab, type FeedStatus } from './feed-item-parts.ts';
import { NotificationCell } from './notification-cell.tsx';
import { useFeedSeenScheduler } from './use-seen-after-visible.ts';

interface FeedListProps {
  status: FeedStatus;
  onNavigate: () => void;
}

/** The items of the current tab, with infinite scroll on the feed's `after` cursor and a Load more button. */
export function FeedList({ status, onNavigate }: FeedListProps) {
  const { t } = useTranslation();
  const { feedClient, useFeedStore } = useKnockFeed();
  const { storeItems, after, networkStatus } = useFeedStore((state) => ({
    storeItems: state.items,
    after: state.pageInfo.after,
    networkStatus: state.networkStatus,
  }));
  const items = useMemo(() => storeItems.filter((item) => isOnFeedTab(item, status)), [storeItems, status]);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const seenScheduler = useFeedSeenScheduler();

  // Infinite scroll: reaching the end of the list fetches the next page.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !after) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void feedClient.fetchNextPage({ status });
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [feedClient, after, status]);

  if (networkStatus === NetworkStatus.loading && items.length === 0) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('Notifications.loading')} className="text-muted-foreground" />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="p-2">
        <EmptyState icon={<BellIcon size={20} />} title={t('Shell.notifications-empty-title')} body={t('Shell.notifications-empty-body')} />
      </div>
    );
  }
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <ul className="divide-y divide-border" data-testid="notification-list">
        {items.map((item) => (
          <NotificationCell key={item.id} item={item} onNavigate={onNavigate} seenScheduler={seenScheduler} />
        ))}
      </ul>
      {after && (
        <div ref={sentinelRef} className="flex justify-center p-2">
          <Button
            variant="ghost"
            size="sm"
            isLoading={networkStatus === NetworkStatus.fetchMore}
            onClick={() => void feedClient.fetchNextPage({ status })}
          >
            {t('Notifications.load-more')}
          </Button>
        </div>
      )}
    </div>
  );
}
