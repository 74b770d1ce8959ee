import { router } from '../../trpc.ts';
import { addCampaignChannelsProcedure } from './add-channels.ts';
import { createColumnProcedure } from './create-column.ts';
import { deleteColumnProcedure } from './delete-column.ts';
import { listColumnsProcedure } from './list-columns.ts';
import { moveColumnProcedure } from './move-column.ts';
import { updateColumnProcedure } from './update-column.ts';
import { createCampaignProcedure } from './create-campaign.ts';
import { deleteCampaignProcedure } from './delete-campaign.ts';
import { getCampaignProcedure } from './get-campaign.ts';
import { listCampaignsProcedure } from './list-campaigns.ts';
import { moveCardProcedure } from './move-card.ts';
import { removeCampaignChannelProcedure } from './remove-channel.ts';
import { reorderCampaignProcedure } from './reorder-campaign.ts';
import { updateCampaignProcedure } from './update-campaign.ts';
import { updateCardProcedure } from './update-card.ts';

export const campaignRouter = router({
  listCampaigns: listCampaignsProcedure,
  getCampaign: getCampaignProcedure,
  createCampaign: createCampaignProcedure,
  updateCampaign: updateCampaignProcedure,
  deleteCampaign: deleteCampaignProcedure,
  reorderCampaign: reorderCampaignProcedure,
  addChannels: addCampaignChannelsProcedure,
  removeChannel: removeCampaignChannelProcedure,
  moveCard: moveCardProcedure,
  updateCard: updateCardProcedure,
  listColumns: listColumnsProcedure,
  createColumn: createColumnProcedure,
  updateColumn: updateColumnProcedure,
  deleteColumn: deleteColumnProcedure,
  moveColumn: moveColumnProcedure,
});
