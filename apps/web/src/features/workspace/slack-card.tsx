import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@creatorlens/ui';
import { useNotificationHostReady, useNotificationSlotRef, type SlackConnectionSlotProps } from '../../lib/knock-slots.ts';

/**
 * The organisation's Slack connection. Its content comes from the lazily loaded notifications module (it needs the
 * shared Knock client), which renders into the slot; admins connect and disconnect there, members read the status.
 */
export function SlackCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const props: SlackConnectionSlotProps = { canManage };
  const slotRef = useNotificationSlotRef('slack-connection', props);
  const isReady = useNotificationHostReady();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Slack.title')}</CardTitle>
        <CardDescription>{t('Slack.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!isReady && <Skeleton className="h-12 w-full" />}
        <div ref={slotRef} />
      </CardContent>
    </Card>
  );
}
