import { Skeleton } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { useNotificationHostReady, useNotificationSlotRef, type SlackCampaignSlotProps } from '../../lib/knock-slots.ts';

/**
 * Where "Post updates to Slack" appears for a campaign. The notifications module renders the section into this slot
 * with the shared Knock client, or nothing when the installation has no Slack app.
 */
export function CampaignSlackSlot({ campaignId }: { campaignId: string }) {
  const ability = useAbility();
  const props: SlackCampaignSlotProps = {
    campaignId,
    canEdit: ability.can('update', 'campaign'),
    canManageWorkspace: ability.can('update', 'organization'),
  };
  const slotRef = useNotificationSlotRef('slack-campaign', props);
  const isReady = useNotificationHostReady();
  return (
    <>
      {!isReady && <Skeleton className="h-16 w-full" />}
      <div ref={slotRef} className="contents" />
    </>
  );
}
