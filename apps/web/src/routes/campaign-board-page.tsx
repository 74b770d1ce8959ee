import { getRouteApi } from '@tanstack/react-router';
import { CampaignBoardPage } from '../features/campaigns/campaign-board-page.tsx';
import { CommentThread } from '../features/comments/comment-thread.tsx';
import { ExportMenu } from '../features/exports/export-menu.tsx';
import { ImportCsvButton } from '../features/imports/import-csv-button.tsx';
import { ShareButton } from '../features/shares/share-button.tsx';
import { ListTeamControl } from '../features/teams/list-team-control.tsx';

const route = getRouteApi('/app/campaign/$campaignId');

/**
 * /campaign/$campaignId with CSV import, the export menu and the campaign's comments, composed here: features do not
 * import each other.
 */
export function CampaignBoardRoutePage() {
  const { campaignId } = route.useParams();
  return (
    <CampaignBoardPage
      campaignId={campaignId}
      renderActions={(campaign) => (
        <>
          <ListTeamControl kind="campaign" list={campaign} />
          <ImportCsvButton target={{ kind: 'campaign', id: campaign.id, name: campaign.name }} />
          <ExportMenu subject={{ kind: 'campaign', id: campaign.id }} />
          <ShareButton subject={{ kind: 'campaign', id: campaign.id, name: campaign.name }} />
        </>
      )}
      renderComments={(campaign, title) => <CommentThread subjectType="campaign" subjectId={campaign.id} title={title} />}
    />
  );
}
