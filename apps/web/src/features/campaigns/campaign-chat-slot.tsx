import { Skeleton } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { useNotificationHostReady, useNotificationSlotRef, type ChatCampaignSlotProps } from '../../lib/knock-slots.ts';

/**
 * Where "Post updates to Slack" / "… Microsoft Teams" appears for a campaign. The notifications module renders the
 * section into this slot with the shared Knock client, or nothing when the installation has no app for the provider.
 */
export function CampaignChatSlot({ kind, campaignId }: { kind: 'slack-campaign' | 'ms-teams-campaign'; campaignId: string }) {
  const ability = useAbility();
  const props: ChatCampaignSlotProps = {
    campaignId,
    canEdit: ability.can('update', 'campaign'),
    canManageWorkspace: ability.can('update', 'organization'),
  };
  const slotRef = useNotificationSlotRef(kind, props);
  const isReady = useNotificationHostReady();
  return (
    <>
      {!isReady && <Skeleton className="h-16 w-full" />}
      <div ref={slotRef} className="contents" />
    </>
  );
}
