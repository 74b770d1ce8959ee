export { SHEET_NAME_MAX_LENGTH } from './sheet-names.ts';
export { exportWatchlist, exportCampaign } from './export-lists.ts';
export { exportDiscoveryResults } from './export-discovery.ts';
export { renderArtistReport } from './artist-report.ts';
export { exportShortlistReport } from './shortlist-report.ts';
