import { useTranslation } from 'react-i18next';
import { BellIcon, Card, CardContent, CardHeader, CardTitle, EmptyState } from '@creatorlens/ui';

/** The latest notifications. The feed service arrives with the notifications work; until then it is empty. */
export function RecentNotificationsCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Home.notifications-title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState icon={<BellIcon size={20} />} title={t('Shell.notifications-empty-title')} body={t('Shell.notifications-empty-body')} />
      </CardContent>
    </Card>
  );
}
