import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useKnockFeed } from '@knocklabs/react-core';
import { BellIcon, Button, EmptyState, Spinner } from '@creatorlens/ui';
import { openNotificationBell } from '../../lib/knock-slots.ts';
import { NotificationCell } from './notification-cell.tsx';
import { useFeedSeenScheduler } from './use-seen-after-visible.ts';

/** The home card's content: the latest five items (its own feed, page size 5) and a link to open the bell. */
export function RecentNotificationsList() {
  const { t } = useTranslation();
  const { feedClient, useFeedStore } = useKnockFeed();
  const seenScheduler = useFeedSeenScheduler();
  const { items, networkStatus } = useFeedStore((state) => ({ items: state.items, networkStatus: state.networkStatus as string }));

  useEffect(() => {
    void feedClient.fetch();
  }, [feedClient]);

  if (networkStatus === 'loading' && items.length === 0) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t('Notifications.loading')} className="text-muted-foreground" />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={<BellIcon size={20} />} title={t('Shell.notifications-empty-title')} body={t('Shell.notifications-empty-body')} />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="-mx-3 divide-y divide-border" data-testid="recent-notifications">
        {items.slice(0, 5).map((item) => (
          <NotificationCell key={item.id} item={item} isCompact seenScheduler={seenScheduler} />
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="self-start" onClick={openNotificationBell}>
        {t('Notifications.recent-open-bell')}
      </Button>
    </div>
  );
}
