import { CampaignChatSlot } from './campaign-chat-slot.tsx';

/** Where "Post updates to Slack" appears for a campaign (see CampaignChatSlot). */
export function CampaignSlackSlot({ campaignId }: { campaignId: string }) {
  return <CampaignChatSlot kind="slack-campaign" campaignId={campaignId} />;
}
