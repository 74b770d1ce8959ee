import { CampaignChatSlot } from './campaign-chat-slot.tsx';

/** Where "Post updates to Microsoft Teams" appears for a campaign (see CampaignChatSlot). */
export function CampaignMsTeamsSlot({ campaignId }: { campaignId: string }) {
  return <CampaignChatSlot kind="ms-teams-campaign" campaignId={campaignId} />;
}
