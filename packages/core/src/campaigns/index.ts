// Exports of the campaigns area (the list plumbing it shares with watchlists and tags is the lists area).
export { toCsv } from './csv.ts';
export { requireCampaign, listCampaigns, createCampaign, updateCampaign, deleteCampaign, reorderCampaign } from './campaigns.ts';
export {
  listCampaignColumns,
  createCampaignColumn,
  updateCampaignColumn,
  deleteCampaignColumn,
  moveCampaignColumn,
  MAX_COLUMNS_PER_CAMPAIGN,
} from './campaign-columns.ts';
export { addChannelsToCampaign, removeChannelFromCampaign, moveCampaignCard, updateCampaignCard } from './campaign-cards.ts';
export { getCampaignBoard } from './campaign-board.ts';
export { campaignBoardRows } from './campaign-board-rows.ts';
