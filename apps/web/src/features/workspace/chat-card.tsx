import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@creatorlens/ui';
import { useNotificationHostReady, useNotificationSlotRef, type ChatConnectionSlotProps } from '../../lib/knock-slots.ts';

/**
 * The organisation's connection to a chat provider (Slack, Microsoft Teams). Its content comes from the lazily loaded
 * notifications module (it needs the shared Knock client), which renders into the slot; admins connect and disconnect
 * there, members read the status.
 */
export function ChatCard({
  kind,
  title,
  description,
  canManage,
}: {
  kind: 'slack-connection' | 'ms-teams-connection';
  title: string;
  description: string;
  canManage: boolean;
}) {
  const props: ChatConnectionSlotProps = { canManage };
  const slotRef = useNotificationSlotRef(kind, props);
  const isReady = useNotificationHostReady();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {!isReady && <Skeleton className="h-12 w-full" />}
        <div ref={slotRef} />
      </CardContent>
    </Card>
  );
}
