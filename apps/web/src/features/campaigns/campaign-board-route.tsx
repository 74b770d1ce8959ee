import { getRouteApi } from '@tanstack/react-router';
import { CampaignBoardPage } from './campaign-board-page.tsx';

const route = getRouteApi('/app/campaign/$campaignId');

// Loaded on demand (routes/campaign.tsx).
export function CampaignBoardRoute() {
  const { campaignId } = route.useParams();
  return <CampaignBoardPage campaignId={campaignId} />;
}
