import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@creatorlens/ui';
import { useNotificationHostReady, useNotificationSlotRef } from '../../lib/knock-slots.ts';

/**
 * The latest notifications. The list itself comes from the lazily loaded notifications module (it shares the
 * bell's Knock client), which renders into the slot below; until it has loaded a skeleton holds the place.
 */
export function RecentNotificationsCard() {
  const { t } = useTranslation();
  const slotRef = useNotificationSlotRef('recent-card');
  const isReady = useNotificationHostReady();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Home.notifications-title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!isReady && <Skeleton className="h-24 w-full" />}
        <div ref={slotRef} />
      </CardContent>
    </Card>
  );
}
