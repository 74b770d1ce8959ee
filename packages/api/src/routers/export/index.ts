import { router } from '../../trpc.ts';
import { exportArtistReportProcedure } from './export-artist-report.ts';
import { exportCampaignProcedure } from './export-campaign.ts';
import { exportDiscoveryResultsProcedure } from './export-discovery-results.ts';
import { exportShortlistReportProcedure } from './export-shortlist-report.ts';
import { exportWatchlistProcedure } from './export-watchlist.ts';

export const exportRouter = router({
  exportWatchlist: exportWatchlistProcedure,
  exportCampaign: exportCampaignProcedure,
  exportDiscoveryResults: exportDiscoveryResultsProcedure,
  exportArtistReport: exportArtistReportProcedure,
  exportShortlistReport: exportShortlistReportProcedure,
});
